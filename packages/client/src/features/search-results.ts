import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';
import type { SearchResult, TextPiece } from '@quire/search';

export type Highlight = (text: string, terms: readonly string[]) => TextPiece[];

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Text with the matched words in `<mark>`. */
function marked(
  doc: Document,
  className: string,
  text: string,
  terms: readonly string[],
  highlight: Highlight,
): HTMLElement {
  const span = el(doc, 'span', className);
  for (const piece of highlight(text, terms))
    span.append(piece.match ? el(doc, 'mark', '', piece.text) : doc.createTextNode(piece.text));
  return span;
}

function option(doc: Document, id: string, href: string): HTMLAnchorElement {
  const a = el(doc, 'a', 'q-search-option');
  a.id = id;
  a.href = href;
  a.tabIndex = -1;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  return a;
}

function group(
  doc: Document,
  id: string,
  label: string,
  method?: string,
): { box: HTMLElement; title: HTMLElement } {
  const box = el(doc, 'div', 'q-search-group');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-labelledby', id);
  const title = el(doc, 'div', 'q-search-group__title');
  title.id = id;
  if (method)
    title.append(
      el(doc, 'span', `q-search-method q-method q-method--${method.toLowerCase()}`, method),
    );
  title.append(doc.createTextNode(label));
  box.append(title);
  return { box, title };
}

/**
 * Fills the listbox with results grouped by page: the page title, then its best matching
 * sections (heading and excerpt, matched words marked). Returns the options in order.
 */
export function renderResults(
  listbox: HTMLElement,
  results: readonly SearchResult[],
  highlight: Highlight,
): HTMLAnchorElement[] {
  const doc = listbox.ownerDocument;
  const basePath = basePathOfPage(doc);
  const options: HTMLAnchorElement[] = [];
  listbox.replaceChildren();
  results.forEach((result, i) => {
    const { box } = group(doc, `q-search-page-${i}`, result.title, result.method);
    // The index names site paths; the page links under the base path it is served at.
    const url = underBasePath(basePath, result.url);
    for (const match of result.sections) {
      const a = option(
        doc,
        `q-search-option-${options.length}`,
        match.anchor ? `${url}#${match.anchor}` : url,
      );
      a.append(
        marked(
          doc,
          'q-search-option__title',
          match.section ?? result.title,
          result.terms,
          highlight,
        ),
      );
      if (match.excerpt)
        a.append(marked(doc, 'q-search-option__excerpt', match.excerpt, result.terms, highlight));
      box.append(a);
      options.push(a);
    }
    listbox.append(box);
  });
  return options;
}

/** Fills the listbox with the recent searches; each option carries its query in `data-query`. */
export function renderRecent(
  listbox: HTMLElement,
  queries: readonly string[],
  label: string,
): HTMLAnchorElement[] {
  const doc = listbox.ownerDocument;
  listbox.replaceChildren();
  if (queries.length === 0) return [];
  const { box } = group(doc, 'q-search-recent', label);
  const options = queries.map((q, i) => {
    const a = option(doc, `q-search-option-${i}`, '#');
    a.dataset.query = q;
    a.append(el(doc, 'span', 'q-search-option__title', q));
    box.append(a);
    return a;
  });
  listbox.append(box);
  return options;
}
