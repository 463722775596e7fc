import type { DivisionColor, DivisionKind, GlobalLinks, Icon } from '../model.js';

/** An `openapi` or `asyncapi` source on a navigation element: a spec path or URL and the output folder. */
export interface SpecSource {
  readonly source: string;
  readonly directory?: string;
  /** JSON Pointer of the value in the config, for diagnostics. */
  readonly pointer: string;
}

/** The API specs an element declares itself (not inherited). */
export interface SpecApis {
  readonly openapi: readonly SpecSource[];
  readonly asyncapi: readonly SpecSource[];
}

/** A division as read from docs.json: its own attributes and its one kind of children. */
export interface SpecDivision extends SpecApis {
  readonly kind: DivisionKind;
  readonly label: string;
  readonly pointer: string;
  readonly name?: string;
  readonly description?: string;
  readonly icon?: Icon;
  readonly color?: DivisionColor;
  readonly hidden: boolean;
  readonly searchable: boolean;
  readonly align?: 'start' | 'end';
  readonly href?: string;
  readonly isDefault: boolean;
  /** A version's badge. */
  readonly tag?: string;
  readonly banner?: unknown;
  readonly navbar?: unknown;
  readonly footer?: unknown;
  readonly global?: GlobalLinks;
  readonly children: readonly SpecNode[];
}

export interface SpecGroup extends SpecApis {
  readonly kind: 'group';
  readonly label: string;
  readonly pointer: string;
  readonly icon?: Icon;
  readonly tag?: string;
  readonly hidden: boolean;
  readonly searchable: boolean;
  /** Search ranking multiplier for the pages below (`boost`). */
  readonly boost?: number;
  readonly expanded?: boolean;
  readonly root?: SpecEntry;
  readonly children: readonly SpecNode[];
}

/** A string of a `pages` array: a page path, or an endpoint reference (decided when resolving). */
export interface SpecEntry {
  readonly kind: 'entry';
  readonly text: string;
  readonly pointer: string;
}

export type SpecNode = SpecDivision | SpecGroup | SpecEntry;

/** The navigation root: its one kind of children and its `global` links. */
export interface SpecRoot {
  readonly children: readonly SpecNode[];
  readonly global: GlobalLinks;
}
