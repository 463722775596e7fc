import type { TocEntry } from '../layout-model.js';

/** "On this page": h2 and h3 entries (an h3 indented by its class), linked to their anchors. */
export function Toc({ toc }: { toc: readonly TocEntry[] }) {
  const entries = toc.filter((e) => e.depth >= 2 && e.depth <= 3);
  if (entries.length === 0) return null;
  return (
    <nav id="table-of-contents" class="q-toc" aria-label="On this page">
      <p class="q-toc__title">On this page</p>
      <ul role="list">
        {entries.map((e) => (
          <li class={e.depth === 3 ? 'q-toc__item--3' : undefined}>
            <a href={`#${e.id}`}>{e.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
