import { querySearchIndex, type SearchResult } from '@quire/search';
import type { AssistantRequest } from './assistant-request.js';
import { questionWithContext } from './question-with-context.js';
import { headingKey } from './markdown-sections.js';
import type { CorpusGroup, CorpusPage, DocsCorpus } from './docs-corpus.js';

/** A section the answer may draw on: where it is, and its whole text. */
export interface RetrievedSection {
  /** The page URL, plus `#anchor` for a section below a heading. */
  readonly url: string;
  readonly pageUrl: string;
  readonly pageTitle: string;
  /** The heading (undefined for the page's intro). */
  readonly section?: string | undefined;
  readonly text: string;
  readonly code?: string | undefined;
}

/** Who is asking: the user groups they are signed in to (empty for an anonymous reader). */
export interface Caller {
  readonly groups: readonly string[];
}

/** The page of a site path: `/v1/quickstart#install` and `/v1/quickstart/` both name `/v1/quickstart`. */
export function pagePathOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The group to search: the filter's language and version, else those of the current page, else the default. */
export function chooseGroup(
  corpus: DocsCorpus,
  request: Pick<AssistantRequest, 'filter' | 'currentPath'>,
): CorpusGroup | undefined {
  const current =
    request.currentPath === undefined
      ? undefined
      : corpus.pages.get(pagePathOf(request.currentPath));
  const currentGroup = corpus.groups.find((g) => g.key === current?.group);
  const language = request.filter?.language ?? currentGroup?.language;
  const version = request.filter?.version ?? currentGroup?.version;
  const matches = (g: CorpusGroup) =>
    (language === undefined || g.language === language) &&
    (version === undefined || g.version === version);
  return corpus.groups.find(matches) ?? (request.filter ? undefined : corpus.groups[0]);
}

/** The search query: the reader's question, and the code or text they pointed at. */
export function retrievalQuery(request: Pick<AssistantRequest, 'messages' | 'context'>): string {
  const question = [...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return questionWithContext(
    question,
    request.context.map((c) => c.value),
  );
}

/**
 * A public page is for everyone; a gated one only for a caller in one of its groups, and, when the
 * request's `filter.groups` is given, one of those groups too (the filter narrows, it never grants).
 */
export function callerMayRead(
  page: CorpusPage | undefined,
  caller: Caller,
  only?: readonly string[],
): boolean {
  if (page === undefined) return false;
  if (page.readers === undefined) return true;
  return page.readers.some(
    (g) => caller.groups.includes(g) && (only === undefined || only.includes(g)),
  );
}

/** The results to draw from: those the caller may read, the current page's first. */
function rankResults(
  corpus: DocsCorpus,
  results: readonly SearchResult[],
  request: AssistantRequest,
  caller: Caller,
): SearchResult[] {
  const current = request.currentPath === undefined ? undefined : pagePathOf(request.currentPath);
  const readable = results.filter((r) =>
    callerMayRead(corpus.pages.get(r.url), caller, request.filter?.groups),
  );
  return [
    ...readable.filter((r) => r.url === current),
    ...readable.filter((r) => r.url !== current),
  ];
}

/**
 * The `retrievalPageSize` sections that best answer the question, through the site's own search:
 * in the language and version of `currentPath` (or `filter`), the current page's sections first,
 * never a page the caller may not read (noindex and hidden pages are not in the index at all).
 */
export async function retrieveSections(
  corpus: DocsCorpus,
  request: AssistantRequest,
  caller: Caller,
): Promise<RetrievedSection[]> {
  const group = chooseGroup(corpus, request);
  if (!group) return [];
  const results = rankResults(
    corpus,
    querySearchIndex(group.index, retrievalQuery(request), {
      limit: request.retrievalPageSize * 2,
      terms: false,
    }),
    request,
    caller,
  );
  const wanted = results
    .flatMap((r) => r.sections.map((match) => ({ page: r, match })))
    .slice(0, request.retrievalPageSize);
  const out: RetrievedSection[] = [];
  for (const { page, match } of wanted) {
    const key = match.section === undefined ? undefined : headingKey(match.section);
    const section = (await corpus.sections(page.url)).find(
      (s) => (s.heading === undefined ? undefined : headingKey(s.heading)) === key,
    );
    // A heading the Markdown does not have as such (a component's title): the excerpt the index keeps.
    const text = section?.text || match.excerpt;
    if (!text) continue;
    out.push({
      url: match.anchor === undefined ? page.url : `${page.url}#${match.anchor}`,
      pageUrl: page.url,
      pageTitle: page.title,
      section: match.section,
      text,
      ...(section?.code ? { code: section.code } : {}),
    });
  }
  return out;
}
