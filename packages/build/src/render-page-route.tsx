import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { compilePage } from '@quire/mdx';
import type { Route } from '@quire/navigation';
import { layoutForRoute, pageMarkdown, renderDocument } from '@quire/render';
import { extractSections } from '@quire/search';
import type { BuildContext } from './build-context.js';
import { buildCodes } from './codes.js';
import { pageFeed } from './page-feed.js';
import { sitemapBaseUrl } from './sitemap-base-url.js';
import { pageLastModified } from './page-last-modified.js';
import { pageMeta } from './page-meta.js';
import type { RenderedRoute } from './rendered-route.js';
import { isSearchable } from './is-searchable.js';
import { endpointPageFor } from './render-endpoint-route.js';
import { searchFieldsFor } from './search-fields.js';
import { splitAside } from './split-aside.js';
import { apiPageFor } from './api-page-for.js';
import { pageOperationProblems } from './page-operation-problems.js';
import { renderApiReferenceHtml } from './render-api-reference.js';
import { renderPageContent } from './render-page-content.js';
import { pageContextual, specUrlOf } from './page-contextual.js';
import { markdownInstructions } from './markdown-instructions.js';

const bodyOf = (source: string) =>
  source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '');

/** Compiles and renders one page written in MDX or Markdown. */
export async function renderPageRoute(ctx: BuildContext, route: Route): Promise<RenderedRoute> {
  const source = ctx.readFile(route.source);
  if (source === undefined) {
    const d = createDiagnostic(
      {
        code: 'build/unreadable-page',
        message: `The page file ${route.source} could not be read.`,
        hint: 'Check that the file exists and is readable.',
        at: { file: route.source, line: 1, column: 1 },
      },
      buildCodes['build/unreadable-page'].severity,
    );
    return {
      url: route.url,
      html: undefined,
      markdown: undefined,
      sections: [],
      noindex: false,
      diagnostics: [d],
    };
  }
  const compiled = await compilePage({
    compiler: ctx.compiler,
    file: route.source,
    source,
    readFile: ctx.readFile,
    leavesRoot: ctx.leavesRoot,
    cache: ctx.cache,
  });
  const diagnostics: Diagnostic[] = [...compiled.diagnostics];
  // What the page's problems depend on, also when it fails (`quire validate` keeps them for unchanged files).
  const sources = [route.source, ...compiled.dependencies.map((d) => d.file)];
  const failed = {
    url: route.url,
    html: undefined,
    markdown: undefined,
    sections: [],
    noindex: false,
  };
  if (!compiled.page) return { ...failed, diagnostics, inputs: sources };
  const evaluated = renderPageContent(ctx, compiled.page, route.source, source);
  diagnostics.push(...evaluated.diagnostics);
  if (evaluated.html === undefined) return { ...failed, diagnostics, inputs: sources };
  const rendered = evaluated.html;
  const apiPage = apiPageFor(ctx, route, compiled.frontmatter, bodyOf(source), rendered);
  const api = apiPage
    ? await renderApiReferenceHtml(ctx, {
        page: apiPage,
        file: route.source,
        source,
        frontmatter: compiled.frontmatter,
        introHtml: rendered,
        generated: route.operation !== undefined,
        slugger: evaluated.slugger,
        lang: route.language,
      })
    : undefined;
  diagnostics.push(...(api?.diagnostics ?? []));
  const { content, aside } = api
    ? { content: api.contentHtml, aside: api.asideHtml }
    : splitAside(rendered);
  // A page whose `openapi:` names no operation says so itself, instead of showing nothing (`build`
  // reports it once: loadSiteModel found the same problem, as `validate` does; `dev` shows it with the page).
  const unresolved =
    !apiPage && compiled.frontmatter['openapi'] !== undefined
      ? pageOperationProblems(ctx, route, source)
      : [];
  diagnostics.push(...unresolved);
  const meta = pageMeta(route, compiled.frontmatter);
  const lastModified = pageLastModified(compiled.frontmatter, {
    timestamps: ctx.timestamps,
    gitDate: ctx.lastModified[route.source],
  });
  const toc = compiled.headings.filter((h) => h.depth >= 2 && h.depth <= 3);
  const feed = pageFeed({
    url: route.url,
    title: meta.title,
    description: meta.description,
    contentHtml: rendered,
    siteName: ctx.chrome.name,
    // Feed readers need absolute links: `--base-url`, else `seo.metatags.canonical`, as the sitemap.
    baseUrl: sitemapBaseUrl(ctx.config, ctx.baseUrl),
    basePath: ctx.basePath,
  });
  const notices = unresolved.map((d) => `${d.message}${d.hint ? ` ${d.hint}` : ''}`);
  const contextual = pageContextual(ctx, compiled.frontmatter['contextual'], route.source);
  diagnostics.push(...contextual.diagnostics);
  // A gated playground's spec is not published: its page offers no download.
  const specUrl = apiPage && api?.files.length === 0 ? specUrlOf(apiPage.spec) : undefined;
  const layout = layoutForRoute(
    ctx.loaded.model,
    route,
    ctx.chrome,
    {
      ...meta,
      contentHtml: content,
      asideHtml: aside,
      toc,
      notices,
      contextual: contextual.menu,
      specUrl,
      lastModified,
      feed: feed && { href: feed.href, button: compiled.frontmatter.rss === true },
    },
    ctx.assets,
    ctx.sidebars.forModel(ctx.loaded.model).urls,
    ctx.sidebarMemo,
  );
  const html = renderDocument(layout, { renderIcon: ctx.renderIcon });
  const markdown = pageMarkdown({
    title: meta.title,
    description: meta.description,
    body: bodyOf(source),
    variables: ctx.variables,
    instructions: markdownInstructions(ctx.config),
  });
  const searchable = isSearchable(route, compiled.frontmatter);
  const sections = searchable
    ? extractSections({
        url: route.url,
        description: meta.description,
        html: rendered,
        keywords: meta.keywords,
        ...searchFieldsFor(
          route,
          meta.title,
          compiled.frontmatter,
          route.operation ? endpointPageFor(ctx, route) : undefined,
        ),
      })
    : [];
  // The page's spec is an input too: a change to it renders the page again, and a gated page's spec is not published.
  const spec = apiPage && !/^https?:/i.test(apiPage.spec) ? [apiPage.spec] : [];
  const inputs = [...sources, ...spec];
  const files = [
    ...(api?.files ?? []),
    ...evaluated.islandAssets,
    ...(feed ? [{ path: feed.path, contents: feed.contents }] : []),
  ];
  return {
    url: route.url,
    html,
    markdown,
    description: meta.description,
    sections,
    noindex: meta.noindex === true,
    diagnostics,
    inputs,
    files,
  };
}
