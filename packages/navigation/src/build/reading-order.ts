import type { Occurrence } from './occurrence.js';
import type { PageSource } from './page-source.js';

export interface PageLink {
  readonly url: string;
  readonly title: string;
}

export interface Neighbours {
  readonly prev?: PageLink;
  readonly next?: PageLink;
}

/** The listing that stands for a page: its first visible one, else its first. */
export function canonicalOccurrences(
  occurrences: readonly Occurrence[],
): Map<PageSource, Occurrence> {
  const out = new Map<PageSource, Occurrence>();
  for (const occurrence of occurrences) {
    const known = out.get(occurrence.page);
    if (!known || (!known.visible && occurrence.visible)) out.set(occurrence.page, occurrence);
  }
  return out;
}

const link = (page: PageSource | undefined): PageLink | undefined =>
  page ? { url: page.url, title: page.sidebarTitle ?? page.title } : undefined;

/**
 * Previous and next page in reading order, within the sidebar (innermost division) where each
 * page is canonically listed. Hidden entries and pages that link out are skipped.
 */
export function readingOrder(
  occurrences: readonly Occurrence[],
  canonical: ReadonlyMap<PageSource, Occurrence>,
): Map<PageSource, Neighbours> {
  // Each sidebar's pages in order, each once (a page listed twice is read where it is first listed).
  const sidebars = new Map<number, Set<PageSource>>();
  for (const occurrence of occurrences) {
    if (!occurrence.visible || occurrence.page.kind === 'link') continue;
    let pages = sidebars.get(occurrence.scope.sidebar);
    if (!pages) sidebars.set(occurrence.scope.sidebar, (pages = new Set()));
    pages.add(occurrence.page);
  }
  const out = new Map<PageSource, Neighbours>();
  for (const [sidebar, pages] of sidebars) {
    const list = [...pages];
    list.forEach((page, i) => {
      if (out.has(page) || canonical.get(page)?.scope.sidebar !== sidebar) return;
      out.set(page, { prev: link(list[i - 1]), next: link(list[i + 1]) });
    });
  }
  return out;
}
