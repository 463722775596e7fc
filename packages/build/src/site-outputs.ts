import { renderHeadersFile } from './headers-file.js';
import { underBasePath, type Route, type SiteModel } from '@quire/navigation';
import {
  compileRedirect,
  renderLlmsFullTxt,
  renderLlmsTxt,
  renderRedirectPage,
  renderRedirectsFile,
  renderRobots,
  renderSitemap,
  type LlmsEntry,
  type Redirect,
} from '@quire/render';
import type { RouteSummary } from './render-routes.js';
import { writeMcpDiscovery } from './mcp-discovery.js';
import { writeSkillFiles, type PublishedSkill } from './skill-files.js';
import type { StagingDir } from './staging-dir.js';
import { markdownInstructions } from './markdown-instructions.js';

/** The file a route's HTML goes to: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export const htmlPathFor = (url: string) =>
  url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
/** The file a route's Markdown goes to: `/` → `index.md`, `/a/b` → `a/b.md`. */
export const markdownPathFor = (url: string) => (url === '/' ? 'index.md' : `${url.slice(1)}.md`);

const isDefaultRoute = (model: SiteModel, route: Route) => {
  const lang = model.languages.find((l) => l.default)?.code;
  const version = model.versions.find((v) => v.default)?.label;
  return route.language === lang && route.version === version;
};

export interface SiteOutputInput {
  readonly model: SiteModel;
  readonly config: Readonly<Record<string, unknown>>;
  readonly rendered: ReadonlyMap<string, RouteSummary>;
  /** The site's absolute URL, under the base path (see `resolveSiteAddress`). */
  readonly baseUrl: string | undefined;
  /** The path the site is served under (`''` at the root). */
  readonly basePath: string;
  /** The absolute URL of the sitemap's entries; no sitemap without one (see `sitemapBaseUrl`). */
  readonly sitemapBaseUrl: string | undefined;
  readonly specFiles: readonly string[];
  /** The skills to publish (`planSkills`); none written without. */
  readonly skills?: readonly PublishedSkill[];
}

function indexable(input: SiteOutputInput, route: Route): boolean {
  const all = (input.config.seo as { indexing?: string } | undefined)?.indexing === 'all';
  const r = input.rendered.get(route.url);
  if (!r?.written || r.noindex || route.kind === 'link') return false;
  return all || !route.hidden || route.searchable;
}

export function llmsSections(input: SiteOutputInput): { title: string; entries: LlmsEntry[] }[] {
  const sections = new Map<string, LlmsEntry[]>();
  for (const route of input.model.routes) {
    if (!isDefaultRoute(input.model, route) || !indexable(input, route) || route.hidden) continue;
    const group = route.path.find((c) => c.kind === 'group')?.label ?? 'Docs';
    const list = sections.get(group) ?? [];
    list.push({
      title: route.title,
      url: route.url,
      description: input.rendered.get(route.url)?.description,
    });
    sections.set(group, list);
  }
  return [...sections].map(([title, entries]) => ({ title, entries }));
}

/** sitemap.xml, robots.txt, llms.txt, llms-full.txt, skills, _headers, redirects; user-written root files win. */
export async function writeSiteOutputs(
  stage: StagingDir,
  input: SiteOutputInput,
  userFiles: ReadonlySet<string>,
): Promise<void> {
  const seo = (input.config.seo ?? {}) as { trailingSlash?: boolean };
  const name = typeof input.config.name === 'string' ? input.config.name : 'Documentation';
  const description =
    typeof input.config.description === 'string' ? input.config.description : undefined;
  const routes = input.model.routes.filter((r) => indexable(input, r));
  const write = async (path: string, text: string) => {
    if (!userFiles.has(path)) await stage.write(path, text);
  };
  if (input.sitemapBaseUrl)
    await write(
      'sitemap.xml',
      renderSitemap(
        routes.map((r) => ({ url: r.url })),
        input.sitemapBaseUrl,
        seo.trailingSlash === true,
      ),
    );
  await write('robots.txt', renderRobots(input.sitemapBaseUrl));
  const external = input.model.routes.filter((r) => r.kind === 'link' && r.href && !r.hidden);
  // Links to pages are absolute under the site's URL, else under the base path.
  const linkBase = input.baseUrl ?? (input.basePath === '' ? undefined : input.basePath);
  const skills = input.skills ? await writeSkillFiles(stage, input.skills) : [];
  const llms = renderLlmsTxt({
    name,
    description,
    baseUrl: linkBase,
    sections: llmsSections(input),
    openApiSpecs: input.specFiles.map((f) => `/${f}`),
    optional: external.map((r) => ({ title: r.title, url: r.href! })),
    skills,
    instructions: markdownInstructions(input.config),
  });
  await write('llms.txt', llms);
  await write('.well-known/llms.txt', llms);
  const full = renderLlmsFullTxt(
    name,
    linkBase,
    routes
      .filter((r) => isDefaultRoute(input.model, r))
      .map((r) => ({
        title: r.title,
        url: r.url,
        description: input.rendered.get(r.url)?.description,
        markdown: input.rendered.get(r.url)?.markdown ?? '',
      })),
  );
  await write('llms-full.txt', full);
  await write('.well-known/llms-full.txt', full);
  await write('_headers', renderHeadersFile(input.basePath));
  await writeMcpDiscovery(stage, input);
  await writeRedirects(
    stage,
    redirectsOf(input.config),
    new Set(input.rendered.keys()),
    input.basePath,
  );
}

export function redirectsOf(config: Readonly<Record<string, unknown>>): Redirect[] {
  const list = Array.isArray(config.redirects) ? config.redirects : [];
  return list.filter(
    (r): r is Redirect =>
      !!r &&
      typeof r === 'object' &&
      typeof (r as Redirect).source === 'string' &&
      typeof (r as Redirect).destination === 'string',
  );
}

async function writeRedirects(
  stage: StagingDir,
  redirects: readonly Redirect[],
  routes: ReadonlySet<string>,
  basePath: string,
): Promise<void> {
  await stage.write('_redirects', renderRedirectsFile(redirects, basePath));
  for (const r of redirects) {
    const compiled = compileRedirect(r);
    const source = r.source.replace(/\/+$/, '') || '/';
    if (compiled.wildcard || routes.has(source) || !source.startsWith('/') || /[?#]/.test(source))
      continue;
    // A source that names a file of the site (`/guide.md`, the page's Markdown, say) keeps the
    // file: hosts serve a file before a redirect, and a folder of that name cannot also exist.
    if (await stage.hasFile(source.slice(1))) continue;
    await stage.write(
      htmlPathFor(source),
      renderRedirectPage(underBasePath(basePath, r.destination)),
    );
  }
}
