import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf } from '../compile/file-context.js';

/** First of the transforms: shows the tree as parsed to `onParse` (see `MdxCompilerOptions`), untouched. */
export function remarkObserveTree() {
  return (tree: Root, file: VFile): void => {
    contextOf(file).observeTree?.(tree);
  };
}
