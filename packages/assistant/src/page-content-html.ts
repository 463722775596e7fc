/**
 * The content of a built page (what its `data-q-content` element holds), without the layout around
 * it: the navigation, the table of contents and the footer are not part of what the page says.
 */
export function pageContentHtml(documentHtml: string): string {
  const marker = documentHtml.indexOf('data-q-content');
  if (marker < 0) return '';
  const open = documentHtml.indexOf('>', marker);
  const tag = documentHtml.lastIndexOf('<', marker);
  const element = documentHtml.slice(tag + 1, marker).trim().split(/\s/)[0] ?? 'div';
  const closer = element === 'main' ? '</main>' : '</article>';
  const end = documentHtml.indexOf(closer, open);
  return documentHtml.slice(open + 1, end < 0 ? undefined : end);
}
