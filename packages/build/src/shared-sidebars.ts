import { createHash } from 'node:crypto';
import type { SiteModel } from '@quire/navigation';
import { renderSharedSidebar, type IconRenderer } from '@quire/render';

/** The shared sidebar files of one site model: their paths in the site and contents, and the URL of each tree's. */
export interface SharedSidebarFiles {
  /** Path in the site (`_quire/assets/sidebar.<hash>.json`) → contents. */
  readonly files: ReadonlyMap<string, string>;
  /** The URL of each tree's file, in the order of `model.trees`. */
  readonly urls: readonly string[];
}

/** Shared sidebars, rendered once per site model (the dev server's model changes; each new one is rendered once). */
export interface SharedSidebars {
  forModel(model: SiteModel): SharedSidebarFiles;
}

/** Their links are under `basePath`; `urls` are site paths (pages name them in `data-q-sidebar-src`). */
export function createSharedSidebars(renderIcon: IconRenderer, basePath = ''): SharedSidebars {
  let last: { model: SiteModel; files: SharedSidebarFiles } | undefined;
  return {
    forModel(model) {
      if (last?.model === model) return last.files;
      const files = new Map<string, string>();
      const urls = model.trees.map((tree) => {
        const json = renderSharedSidebar(tree, { renderIcon, basePath });
        // Named by content: the file is cached for good, and a page never meets another build's sidebar.
        const path = `_quire/assets/sidebar.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
        files.set(path, json);
        return `/${path}`;
      });
      last = { model, files: { files, urls } };
      return last.files;
    },
  };
}
