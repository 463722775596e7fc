import type { TocEntry } from '../layout-model.js';
import { useText } from './text-context.js';

/** "On this page": h2 and h3 entries (an h3 indented by its class), linked to their anchors. */
export function Toc({ toc }: { toc: readonly TocEntry[] }) {
  const say = useText();
  const entries = toc.filter((e) => e.depth >= 2 && e.depth <= 3);
  if (entries.length === 0) return null;
  return (
    <nav id="table-of-contents" class="q-toc" aria-label={say('layout.onThisPage')}>
      <p class="q-toc__title">{say('layout.onThisPage')}</p>
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
