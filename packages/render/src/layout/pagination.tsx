import type { PageView } from '../layout-model.js';

/** Previous and next page in reading order. */
export function Pagination({ page }: { page: PageView }) {
  if (!page.prev && !page.next) return null;
  return (
    <nav id="pagination" class="q-pagination" aria-label="Pagination">
      {page.prev ? (
        <a class="q-pagination__prev" href={page.prev.href} rel="prev">
          <small>Previous</small>
          <span>{page.prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {page.next ? (
        <a class="q-pagination__next" href={page.next.href} rel="next">
          <small>Next</small>
          <span>{page.next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
