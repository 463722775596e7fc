import type { Icon, OperationRef, RouteKind } from '../model.js';

/** Something served at one URL: a page file or a generated endpoint page. One per route. */
export interface PageSource {
  /** Identity: the file path, or the operation and URL of a generated page. */
  readonly key: string;
  readonly url: string;
  readonly kind: RouteKind;
  /** The file, or `<spec> <METHOD> <path>` for a generated page. */
  readonly source: string;
  /** The page path (file without extension, or the generated slug). */
  readonly path: string;
  readonly generated: boolean;
  readonly title: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly icon?: Icon;
  readonly tag?: string;
  /** Hidden by the page itself (frontmatter `hidden`, `x-hidden`). */
  readonly hidden: boolean;
  readonly deprecated: boolean;
  readonly href?: string;
  readonly method?: string;
  readonly operation?: OperationRef;
}
