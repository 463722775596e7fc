import type { PageSource } from './page-source.js';

/** What a language or version entry shows in its switcher. */
export interface SwitcherEntry {
  readonly label: string;
  readonly isDefault: boolean;
  readonly hidden: boolean;
  readonly tag?: string;
  readonly banner?: unknown;
  readonly navbar?: unknown;
  readonly footer?: unknown;
}

/** A language or version entry, with its siblings in the same array: what a switcher chooses between. */
export interface SwitcherDivision extends SwitcherEntry {
  readonly kind: 'language' | 'version';
  readonly siblings: readonly SwitcherDivision[];
  /** The pages listed inside, in reading order (each once). */
  readonly pages: Set<PageSource>;
}

/**
 * Creates the switcher entries of one `languages` or `versions` array (siblings share one list).
 * The default is the entry with `default: true`, else the first.
 */
export function createSwitchers(
  kind: 'language' | 'version',
  entries: readonly SwitcherEntry[],
): SwitcherDivision[] {
  const siblings: SwitcherDivision[] = [];
  const defaultIndex = Math.max(
    0,
    entries.findIndex((e) => e.isDefault),
  );
  entries.forEach((e, i) =>
    siblings.push({ ...e, kind, isDefault: i === defaultIndex, siblings, pages: new Set() }),
  );
  return siblings;
}
