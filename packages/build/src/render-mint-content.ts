import { builtinComponents, createComponentsEnv, withComponentsEnv, type AnchorSlugger } from '@quire/components';
import { renderToString } from 'preact-render-to-string';
import type { Diagnostic } from '@quire/diagnostics';
import { compilePage, type ComponentMap } from '@quire/mdx';
import type { EndpointPage } from '@quire/openapi';
import type { BuildContext } from './build-context.js';

/**
 * The operation's `x-mint.content` (MDX, components allowed) compiled and rendered like a page
 * body, to show above the generated reference. Compiled as a virtual file beside the spec.
 */
export async function renderMintContent(ctx: BuildContext, page: EndpointPage, slugger?: AnchorSlugger): Promise<{ html: string | undefined; diagnostics: readonly Diagnostic[] }> {
  if (page.mintContent === undefined || page.mintContent.trim() === '') return { html: undefined, diagnostics: [] };
  const file = `${page.spec}.x-mint.${page.method}${page.path.replace(/[^A-Za-z0-9]+/g, '-')}.mdx`;
  const compiled = await compilePage({ compiler: ctx.compiler, file, source: page.mintContent, readFile: ctx.readFile, cache: ctx.cache });
  if (!compiled.page) return { html: undefined, diagnostics: compiled.diagnostics };
  const env = createComponentsEnv({ iconLibrary: ctx.iconLibrary, icons: ctx.icons, file: page.spec, ...(slugger ? { slugger } : {}) });
  const html = renderToString(withComponentsEnv(env, compiled.page.renderPage(builtinComponents as unknown as ComponentMap)));
  return { html, diagnostics: [...compiled.diagnostics, ...env.diagnostics] };
}
