import type { NavTree } from '@quire/navigation';
import { renderToString } from 'preact-render-to-string';
import { IconContext } from './layout/icon-context.js';
import { SidebarEntry } from './layout/sidebar.js';
import { sidebarLevels, sidebarNodes } from './navigation-view.js';
import type { RenderDocumentOptions } from './render-document.js';

/** The shared sidebar file: the HTML of every sidebar of one tree, by key, nothing marked current. */
export interface SharedSidebarFile {
  readonly version: 1;
  readonly sidebars: Readonly<Record<string, string>>;
}

/**
 * The whole sidebars of one navigation tree (one language × version), rendered once for all its
 * pages: the client puts the page's one in place of the section the page carries, and marks the
 * current page. Hidden entries are left out; groups open as they open by default. Links are under
 * `basePath`, as the pages' own are.
 */
export function renderSharedSidebar(
  tree: NavTree,
  options: RenderDocumentOptions & { readonly basePath?: string } = {},
): string {
  const sidebars: Record<string, string> = {};
  for (const level of sidebarLevels(tree.children)) {
    const nodes = sidebarNodes(level.nodes, '', options.basePath);
    sidebars[level.key] = renderToString(
      <IconContext.Provider value={options.renderIcon ?? (() => null)}>
        {nodes.map((n) => (
          <SidebarEntry node={n} />
        ))}
      </IconContext.Provider>,
    );
  }
  const file: SharedSidebarFile = { version: 1, sidebars };
  return JSON.stringify(file);
}
