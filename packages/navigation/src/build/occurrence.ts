import type { NavCrumb } from '../model.js';
import type { SpecSource } from '../read/spec-node.js';
import type { PageSource } from './page-source.js';
import type { SwitcherDivision } from './switcher-division.js';

/** Where the walk is: what every page placed here inherits. */
export interface Scope {
  readonly crumbs: readonly NavCrumb[];
  /** An element above is hidden. */
  readonly hidden: boolean;
  /** Pages here are kept in search (not hidden, or under a hidden element with `searchable: true`). */
  readonly searchable: boolean;
  /** The specs of the nearest element that declares `openapi`. */
  readonly openapi: readonly SpecSource[];
  /** Identifies the innermost division: the sidebar pages here are read in. */
  readonly sidebar: number;
  readonly language?: SwitcherDivision;
  readonly version?: SwitcherDivision;
  /** How many groups are above. */
  readonly groupDepth: number;
}

/** One place a page is listed in the navigation. */
export interface Occurrence {
  readonly page: PageSource;
  readonly scope: Scope;
  /** Listed where a reader sees it: not hidden itself and under no hidden element. */
  readonly visible: boolean;
}
