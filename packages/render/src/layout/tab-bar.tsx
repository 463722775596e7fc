import type { LayoutModel } from '../layout-model.js';
import { Icon } from './icon.js';
import { useText } from './text-context.js';

/** The row of navigation tabs under the navbar. */
export function TabBar({ tabs }: Pick<LayoutModel, 'tabs'>) {
  const say = useText();
  if (tabs.length === 0) return null;
  return (
    <nav class="q-tabbar" aria-label={say('layout.sections')}>
      <ul class="q-tabbar__list" role="list">
        {tabs.map((t) => (
          <li>
            <a
              class={`q-tabbar__tab${t.active ? ' is-active' : ''}`}
              href={t.href}
              {...(t.active ? { 'aria-current': 'true' } : {})}
              {...(t.external ? { rel: 'noopener' } : {})}
            >
              <Icon icon={t.icon} />
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
