import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import {
  createHeadingSlugger,
  pageProgramOf,
  type CompiledPage,
  type HeadingSlugger,
} from '@quire/mdx';
import type { BuildContext } from './build-context.js';
import { buildCodes } from './codes.js';
import { pageIslands, usedIslandAssets, type IslandAsset } from './island-assets.js';

export interface PageContent {
  /** The page's content as HTML; undefined when its code failed (see diagnostics). */
  readonly html: string | undefined;
  /** The page's anchor ids so far, for what is rendered after the content (the API reference). */
  readonly slugger: HeadingSlugger;
  readonly diagnostics: readonly Diagnostic[];
  /** The browser assets of the page's live components (see `pageIslands`). */
  readonly islandAssets: readonly IslandAsset[];
}

/**
 * Evaluates and renders a compiled page's content in the page sandbox; what goes wrong is a diagnostic of the page.
 * With `live`, the components the page and its snippets export are islands (see `pageIslands`).
 */
export function renderPageContent(
  ctx: BuildContext,
  page: CompiledPage,
  file: string,
  source: string | undefined,
  live = true,
): PageContent {
  const reserved = page.headings.map((h) => h.id);
  const islands = live ? pageIslands(page) : { targets: {}, assets: new Map() };
  const result = ctx.sandbox.render({
    program: pageProgramOf(page),
    file,
    reserved,
    islands: islands.targets,
    ...(source === undefined ? {} : { source }),
  });
  if (result.kind === 'rendered') {
    return {
      html: result.html,
      slugger: createHeadingSlugger([...reserved, ...result.anchors]),
      diagnostics: result.diagnostics,
      islandAssets: usedIslandAssets(islands, result.html),
    };
  }
  const at = { file, line: 1, column: 1 };
  const d =
    result.kind === 'timed-out'
      ? createDiagnostic(
          {
            code: 'build/page-timeout',
            message: `The page's code did not finish within ${result.limitMs / 1000} s and was stopped (an endless loop in an expression or a component?).`,
            hint: "Look for a loop or a recursion in the page's expressions, components and snippets that never ends.",
            at,
          },
          buildCodes['build/page-timeout'].severity,
        )
      : createDiagnostic(
          {
            code: 'build/page-crashed',
            message: `Rendering ${file} failed: ${result.message}`,
            hint: 'Fix the component or snippet that throws; run `quire dev` to see the page.',
            at,
          },
          buildCodes['build/page-crashed'].severity,
        );
  return {
    html: undefined,
    slugger: createHeadingSlugger(reserved),
    diagnostics: result.kind === 'failed' ? [...result.diagnostics, d] : [d],
    islandAssets: [],
  };
}
