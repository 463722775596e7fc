import type { LayoutModel, Switcher } from '../layout-model.js';

function SwitcherMenu({ switcher, kind }: { switcher: Switcher; kind: 'version' | 'language' }) {
  const current = switcher.items.find((i) => i.active) ?? switcher.items[0];
  if (!current) return null;
  return (
    <details class={`q-switcher q-switcher--${kind}`} data-q-switcher={kind}>
      <summary class="q-switcher__current" aria-label={`${switcher.label}: ${current.label}`}>
        {current.label}
        {current.tag ? <span class="q-nav-badge q-switcher__tag">{current.tag}</span> : null}
      </summary>
      <ul class="q-switcher__list" role="list">
        {switcher.items.map((item) => (
          <li>
            <a
              class={`q-switcher__item${item.active ? ' is-active' : ''}`}
              href={item.href}
              {...(item.active ? { 'aria-current': 'true' } : {})}
            >
              {item.label}
              {item.tag ? <span class="q-nav-badge q-switcher__tag">{item.tag}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Version and language switchers; each item links to the equivalent page. */
export function Switchers({ model }: { model: LayoutModel }) {
  if (!model.versions && !model.languages) return null;
  return (
    <div class="q-switchers">
      {model.versions ? <SwitcherMenu switcher={model.versions} kind="version" /> : null}
      {model.languages ? <SwitcherMenu switcher={model.languages} kind="language" /> : null}
    </div>
  );
}
