import { alignPrefixes, majorityPrefix } from './majority-prefix.js';
import type { PageSource } from './page-source.js';
import type { SwitcherDivision } from './switcher-division.js';

interface DivisionPages {
  /** The folder that holds the division's pages (`fr`, `docs/2025-11-25`), as segments. */
  readonly prefix: readonly string[];
  readonly byPath: ReadonlyMap<string, string>;
  readonly firstUrl?: string;
}

export interface Equivalents {
  /** The URL of the page equivalent to `page` in each sibling of `division` (its own entry included), by label. */
  of(page: PageSource, division: SwitcherDivision | undefined): Record<string, string>;
  /**
   * The language or version whose folder holds the page's URL (for pages in no navigation): the longest
   * matching folder, else an entry that keeps its pages at the docs root.
   */
  infer(page: PageSource, kind: 'language' | 'version'): SwitcherDivision | undefined;
  /**
   * For a page of the default language: the URL its translation would have in each sibling language
   * that has none (by label), where a stand-in shows it with a "not translated yet" notice.
   */
  untranslated(page: PageSource, division: SwitcherDivision | undefined): Record<string, string>;
}

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((s, i) => segments[i] === s);
}

/** A page's URL path without the leading slash: pages match by URL, so `x/index.mdx` and `x.mdx` are the same page. */
const urlPath = (page: PageSource): string => page.url.slice(1);
const segmentsOf = (path: string): string[] => (path === '' ? [] : path.split('/'));

/** `path` (under `from`'s folder) under `to`'s folder instead; undefined when it is not under `from`'s. */
function movedPath(path: string, from: DivisionPages, to: DivisionPages): string | undefined {
  const segments = segmentsOf(path);
  if (!startsWith(segments, from.prefix)) return undefined;
  return [...to.prefix, ...segments.slice(from.prefix.length)].join('/');
}

/**
 * Equivalent pages across languages and versions: the same page when both list it, else the page
 * at the same path under the other division's folder (listed there or not), else that division's
 * first page. A division's folder is the deepest folder holding most of its pages, cut where its
 * siblings' folders differ (`fr`, `docs/2025-11-25`; none for a language kept at the root).
 */
export function createEquivalents(
  switchers: Iterable<SwitcherDivision>,
  allPages: readonly PageSource[],
): Equivalents {
  const everywhere = new Map(allPages.map((p) => [urlPath(p), p.url]));
  const info = new Map<SwitcherDivision, DivisionPages>();
  const arrays = new Set<readonly SwitcherDivision[]>();
  for (const s of switchers) arrays.add(s.siblings);
  for (const siblings of arrays) {
    const pages = siblings.map((s) => [...s.pages]);
    const prefixes = alignPrefixes(
      pages.map((list) => majorityPrefix(list.filter((p) => !p.generated).map((p) => p.path))),
    );
    siblings.forEach((s, i) => {
      const list = pages[i] ?? [];
      info.set(s, {
        prefix: prefixes[i] ?? [],
        byPath: new Map(list.map((p) => [urlPath(p), p.url])),
        firstUrl: (list.find((p) => !p.hidden && p.kind !== 'link') ?? list[0])?.url,
      });
    });
  }
  /**
   * The URL of the stand-in for `page` (of `fromDivision`) in language `toDivision`: where the translation
   * of the default language's page would be. Undefined for versions, for the default language, for a page
   * the default language does not have, or where that URL is taken.
   */
  const standIn = (
    page: PageSource,
    fromDivision: SwitcherDivision,
    toDivision: SwitcherDivision,
  ): string | undefined => {
    if (toDivision.kind !== 'language' || toDivision.isDefault || page.kind === 'link') return;
    const main = toDivision.siblings.find((s) => s.isDefault);
    const [from, to, home] = [info.get(fromDivision), info.get(toDivision), main && info.get(main)];
    if (!from || !to || !home) return;
    const inMain = fromDivision === main ? urlPath(page) : movedPath(urlPath(page), from, home);
    if (inMain === undefined || !home.byPath.has(inMain)) return;
    const target = movedPath(inMain, home, to);
    if (target === undefined || target === inMain || everywhere.has(target)) return;
    return `/${target}`;
  };
  const equivalent = (
    page: PageSource,
    from: DivisionPages,
    to: DivisionPages,
  ): string | undefined => {
    const path = urlPath(page);
    const same = to.byPath.get(path);
    if (same) return same;
    const segments = segmentsOf(path);
    if (startsWith(segments, from.prefix)) {
      const moved = [...to.prefix, ...segments.slice(from.prefix.length)].join('/');
      // A page of the other division's folder that its navigation does not list is still its page.
      const found = to.byPath.get(moved) ?? (moved !== path ? everywhere.get(moved) : undefined);
      if (found) return found;
    }
    return undefined;
  };
  return {
    of(page, division) {
      const from = division && info.get(division);
      if (!division || !from) return {};
      const out: Record<string, string> = {};
      for (const sibling of division.siblings) {
        const to = info.get(sibling);
        const url =
          sibling === division
            ? page.url
            : to && (equivalent(page, from, to) ?? standIn(page, division, sibling) ?? to.firstUrl);
        if (url) out[sibling.label] = url;
      }
      return out;
    },
    infer(page, kind) {
      const segments = segmentsOf(urlPath(page));
      // The longest folder that holds the path; else the division that keeps its pages at the root.
      let best: SwitcherDivision | undefined;
      let bestLength = -1;
      for (const [division, { prefix }] of info) {
        if (division.kind === kind && prefix.length > bestLength && startsWith(segments, prefix)) {
          best = division;
          bestLength = prefix.length;
        }
      }
      return best;
    },
    untranslated(page, division) {
      const out: Record<string, string> = {};
      const from = division && info.get(division);
      if (!division?.isDefault || division.kind !== 'language' || !from) return out;
      for (const sibling of division.siblings) {
        const to = info.get(sibling);
        const url = to && !equivalent(page, from, to) && standIn(page, division, sibling);
        if (url) out[sibling.label] = url;
      }
      return out;
    },
  };
}
