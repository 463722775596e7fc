/** One searchable unit: a page's intro or one of its sections (a heading and the text under it). */
export interface SearchSection {
  /** Unique: the page URL, plus `#anchor` for a section. */
  readonly id: string;
  readonly url: string;
  readonly anchor?: string | undefined;
  readonly pageTitle: string;
  /** The section's heading text (undefined for the page intro). */
  readonly section?: string | undefined;
  /** Headings above this section, outermost first. */
  readonly headingPath?: readonly string[] | undefined;
  readonly text: string;
  /** Code in the section, searched with a lower weight. */
  readonly code?: string | undefined;
  readonly keywords?: readonly string[] | undefined;
  /** Ranking multiplier from frontmatter `boost` (then the nearest group's). Default 1. */
  readonly boost?: number | undefined;
  /** How many navigation groups are above the page: deeper pages (reference) rank a little lower. */
  readonly depth?: number | undefined;
  /** For endpoint pages: method and path, searchable. */
  readonly method?: string | undefined;
  readonly apiPath?: string | undefined;
  /** Frontmatter `groups`: the page is for signed-in readers of these groups only (absent: everyone). */
  readonly readers?: readonly string[] | undefined;
}

/** One matching section of a result's page. */
export interface SectionMatch {
  readonly anchor?: string | undefined;
  /** The heading (undefined for the page's intro). */
  readonly section?: string | undefined;
  readonly excerpt?: string | undefined;
}

/** A result grouped by page: its best section (also first of `sections`). */
export interface SearchResult {
  readonly url: string;
  readonly title: string;
  readonly section?: string | undefined;
  readonly anchor?: string | undefined;
  readonly score: number;
  /** The query terms that matched, for highlighting. */
  readonly terms: readonly string[];
  /** A short excerpt of the matched text. */
  readonly excerpt?: string | undefined;
  readonly method?: string | undefined;
  /** The page's best matching sections, best first (at most three). */
  readonly sections: readonly SectionMatch[];
}
