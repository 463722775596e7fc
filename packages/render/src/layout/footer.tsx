import type { SiteChrome } from '../layout-model.js';
import { Icon } from './icon.js';
import { useText } from './text-context.js';

/** docs.json `footer.socials` keys → Font Awesome brand icon names. */
const SOCIAL_ICONS: Readonly<Record<string, string>> = {
  x: 'x-twitter',
  'x-twitter': 'x-twitter',
  twitter: 'twitter',
  website: 'globe',
  'earth-americas': 'earth-americas',
  'hacker-news': 'hacker-news',
  podcast: 'podcast',
};

const socialIcon = (key: string) => ({
  name: SOCIAL_ICONS[key] ?? key,
  style: key === 'website' || key === 'earth-americas' || key === 'podcast' ? 'solid' : 'brands',
});

/** Link columns and social links. */
export function Footer({ site }: { site: SiteChrome }) {
  const { socials, columns } = site.footer;
  const say = useText();
  return (
    <footer id="footer" class="q-footer">
      {columns.length > 0 ? (
        <div class="q-footer__columns">
          {columns.map((col) => (
            <div class="q-footer__column">
              {col.header ? <p class="q-footer__header">{col.header}</p> : null}
              <ul role="list">
                {col.items.map((i) => (
                  <li>
                    <a href={i.href}>{i.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <div class="q-footer__bottom">
        {socials.length > 0 ? (
          <ul class="q-footer__socials" role="list">
            {socials.map((s) => (
              <li>
                <a href={s.href} aria-label={s.key} rel="noopener">
                  <Icon icon={socialIcon(s.key)} size={18} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p class="q-footer__powered">{say('layout.builtWith')}</p>
      </div>
    </footer>
  );
}
