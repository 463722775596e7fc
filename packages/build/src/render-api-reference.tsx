import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import {
  COMPONENT_CODES,
  EndpointExamples,
  createComponentsEnv,
  renderEndpointReference,
  withComponentsEnv,
  type HighlightCode,
} from '@quire/components';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import type { HeadingSlugger } from '@quire/mdx';
import type { EndpointPage } from '@quire/openapi';
import type { BuildContext } from './build-context.js';
import { splitAside } from './split-aside.js';

export interface ApiReferenceInput {
  readonly page: EndpointPage;
  /** The page file (diagnostics); for generated pages the spec. */
  readonly file: string;
  readonly source?: string;
  readonly frontmatter?: Readonly<Record<string, unknown>>;
  /** Already rendered HTML shown above the reference: the page's own body, or compiled `x-mint.content`. */
  readonly introHtml?: string;
  /** The page's anchor slugger, so that section anchors do not clash with the body's headings. */
  readonly slugger?: HeadingSlugger;
  /** False for `api:` pages: their own fields are the reference. */
  readonly generated?: boolean;
  /** The page's language (its route's), for the reference's and the playground's interface text. */
  readonly lang?: string | undefined;
}

/** A file the page needs beside its HTML (a gated playground spec), path relative to the site root. */
export interface ExtraFile {
  readonly path: string;
  readonly contents: string;
}

export interface ApiReferenceHtml {
  readonly contentHtml: string;
  /** The content without the playground form, for the search index. */
  readonly searchHtml: string;
  readonly asideHtml: string | undefined;
  readonly files: readonly ExtraFile[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Highlights code samples with the build's Shiki highlighter (grammars loaded first). */
async function samplesHighlighter(ctx: BuildContext, page: EndpointPage): Promise<HighlightCode> {
  const highlighter = ctx.compiler.env.highlighter;
  const langs = new Set([...page.codeSamples.map((s) => s.lang), 'json']);
  const ids = [...langs]
    .map((l) => highlighter.resolveLanguage(l))
    .filter((id): id is string => id !== undefined);
  await highlighter.loadLanguages(ids);
  return (code, lang) => {
    const id = highlighter.resolveLanguage(lang);
    return id === undefined ? undefined : highlighter.highlight(code, id, new Map());
  };
}

const stringList = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((g): g is string => typeof g === 'string') : undefined;

/**
 * The main column and the right column of an endpoint page (generated, or an MDX page with
 * `openapi:`/`api:` frontmatter): the reference with the playground its mode asks for, the page's
 * own request/response examples in the right column instead of the generated ones, and the gated
 * playground file to write beside the page.
 */
export async function renderApiReferenceHtml(
  ctx: BuildContext,
  input: ApiReferenceInput,
): Promise<ApiReferenceHtml> {
  const { page } = input;
  const highlight = await samplesHighlighter(ctx, page);
  const groups = stringList(input.frontmatter?.['groups']);
  const intro: VNode | undefined = input.introHtml
    ? (h('div', {
        class: 'q-api-body',
        dangerouslySetInnerHTML: { __html: input.introHtml },
      }) as VNode)
    : undefined;
  const reference = renderEndpointReference(page, {
    settings: ctx.reference,
    ...(groups ? { groups } : {}),
    audience: ctx.groups ? { kind: 'viewer', viewer: { groups: ctx.groups } } : { kind: 'static' },
    highlight,
    ...(intro ? { intro } : {}),
    ...(input.generated === false ? { generated: false } : {}),
  });
  const env = createComponentsEnv({
    iconLibrary: ctx.iconLibrary,
    icons: ctx.icons,
    file: input.file,
    ...(input.lang !== undefined ? { lang: input.lang } : {}),
    ...(input.source !== undefined ? { source: input.source } : {}),
    ...(input.slugger ? { slugger: input.slugger } : {}),
  });
  const { content, aside: own = '' } = splitAside(
    renderToString(withComponentsEnv(env, reference.content)),
  );
  const parts = {
    request: !own.includes('data-slot="request-example"'),
    response: !own.includes('data-slot="response-example"'),
  };
  const generated = renderToString(
    withComponentsEnv(env, h(EndpointExamples, { page, highlight, parts })),
  );
  const asideHtml = own + generated || undefined;
  const diagnostics: Diagnostic[] = [...env.diagnostics];
  if (reference.mode === 'auth' && !ctx.auth && ctx.reference.playground !== 'auth') {
    const code = 'auth/playground-without-auth';
    diagnostics.push(
      createDiagnostic(
        {
          code,
          message: `The page's playground is shown only to signed-in readers ("auth"), but docs.json has no auth setting: no reader sees it.`,
          hint: 'Add "auth" with a public key to docs.json, or set the page\'s playground to "interactive", "simple" or "none".',
          at: { file: input.file, line: 1, column: 1 },
        },
        COMPONENT_CODES[code].severity,
      ),
    );
  }
  const files = reference.gated
    ? [{ path: reference.gated.path, contents: `${JSON.stringify(reference.gated.file)}\n` }]
    : [];
  const searchHtml = content.replace(/<details class="q-playground"[\s\S]*?<\/details>/, '');
  return { contentHtml: content, searchHtml, asideHtml, files, diagnostics };
}
