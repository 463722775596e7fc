import type { PageView } from '../layout-model.js';
import { useText } from './text-context.js';

/** Previous and next page in reading order. */
export function Pagination({ page }: { page: PageView }) {
  const say = useText();
  if (!page.prev && !page.next) return null;
  return (
    <nav id="pagination" class="q-pagination" aria-label={say('layout.pagination')}>
      {page.prev ? (
        <a class="q-pagination__prev" href={page.prev.href} rel="prev">
          <small>{say('layout.previous')}</small>
          <span>{page.prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {page.next ? (
        <a class="q-pagination__next" href={page.next.href} rel="next">
          <small>{say('layout.next')}</small>
          <span>{page.next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
