import type { Diagnostic } from '@quire/diagnostics';
import { compilePage, createHeadingSlugger, type HeadingSlugger } from '@quire/mdx';
import type { EndpointPage } from '@quire/openapi';
import type { BuildContext } from './build-context.js';
import { renderPageContent } from './render-page-content.js';

/**
 * The operation's `x-mint.content` (MDX, components allowed) compiled and rendered like a page
 * body, to show above the generated reference. Compiled as a virtual file beside the spec. The slugger holds
 * the anchor ids it took, for the reference rendered after it.
 */
export async function renderMintContent(
  ctx: BuildContext,
  page: EndpointPage,
): Promise<{
  html: string | undefined;
  slugger: HeadingSlugger;
  diagnostics: readonly Diagnostic[];
}> {
  if (page.mintContent === undefined || page.mintContent.trim() === '')
    return { html: undefined, slugger: createHeadingSlugger(), diagnostics: [] };
  const file = `${page.spec}.x-mint.${page.method}${page.path.replace(/[^A-Za-z0-9]+/g, '-')}.mdx`;
  const compiled = await compilePage({
    compiler: ctx.compiler,
    file,
    source: page.mintContent,
    readFile: ctx.readFile,
    leavesRoot: ctx.leavesRoot,
    cache: ctx.cache,
  });
  if (!compiled.page)
    return { html: undefined, slugger: createHeadingSlugger(), diagnostics: compiled.diagnostics };
  // Static: the endpoint page writes no island assets for it.
  const content = renderPageContent(ctx, compiled.page, page.spec, undefined, false);
  return {
    html: content.html,
    slugger: content.slugger,
    diagnostics: [...compiled.diagnostics, ...content.diagnostics],
  };
}
