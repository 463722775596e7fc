import { underBasePath } from '@quire/navigation';
import type { ComponentChildren } from 'preact';
import type { LayoutModel } from '../layout-model.js';
import { Icon } from './icon.js';
import { Switchers } from './switchers.js';
import { useText } from './text-context.js';

const GITHUB_PATH =
  'M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38v-1.33c-2.23.48-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.06-.49.06-.49.8.06 1.23.83 1.23.83.72 1.22 1.87.87 2.33.66.07-.52.28-.87.5-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z';

function Logo({ site }: Pick<LayoutModel, 'site'>) {
  const { logo, name } = site;
  const href = logo?.href ?? underBasePath(site.basePath ?? '', '/');
  const say = useText();
  return (
    <a class="q-logo" href={href} aria-label={say('layout.home', { site: name })}>
      {logo ? (
        <>
          <img class="q-logo__img q-only-light" src={logo.light} alt={name} />
          <img class="q-logo__img q-only-dark" src={logo.dark} alt={name} />
        </>
      ) : (
        <span class="q-logo__text">{name}</span>
      )}
    </a>
  );
}

function Primary({ primary }: { primary: NonNullable<LayoutModel['site']['primary']> }) {
  if (primary.kind === 'github') {
    return (
      <a class="q-navbar__primary q-navbar__primary--github" href={primary.href} rel="noopener">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={GITHUB_PATH} />
        </svg>
        <span>{primary.label || 'GitHub'}</span>
      </a>
    );
  }
  return (
    <a class={`q-navbar__primary q-navbar__primary--${primary.kind}`} href={primary.href}>
      {primary.label || (primary.kind === 'discord' ? 'Discord' : '')}
    </a>
  );
}

/**
 * The top bar: logo, search, links, primary button, theme toggle, mobile menu button; and the section
 * tabs after the logo in themes that carry them in the navbar (`ThemeLayout.tabs`).
 */
export function Navbar({ model, tabs }: { model: LayoutModel; tabs?: ComponentChildren }) {
  const { site } = model;
  const say = useText();
  return (
    <header id="navbar" class="q-navbar">
      <div class="q-navbar__inner">
        {/* Its glyph, and the theme toggle's, are drawn by the stylesheet (site.css), not written into every page. */}
        <a
          class="q-navbar__menu"
          href="#sidebar"
          aria-label={say('layout.openNavigation')}
          aria-controls="sidebar"
          aria-expanded="false"
          data-q-menu
        />
        <Logo site={site} />
        {tabs}
        <Switchers model={model} />
        <form
          class="q-search"
          role="search"
          action={underBasePath(site.basePath ?? '', '/search')}
          method="get"
          data-q-search
        >
          <label class="q-visually-hidden" for="q-search-input">
            {say('layout.search')}
          </label>
          <input
            id="q-search-input"
            class="q-search__input"
            type="search"
            name="q"
            placeholder={site.searchPrompt ?? say('layout.searchPlaceholder')}
            autocomplete="off"
          />
          <kbd class="q-search__kbd" aria-hidden="true">
            ⌘K
          </kbd>
        </form>
        <nav class="q-navbar__links" aria-label={say('layout.siteLinks')}>
          {site.navbarLinks.map((l) => (
            <a class="q-navbar__link" href={l.href} {...(l.external ? { rel: 'noopener' } : {})}>
              <Icon icon={l.icon} />
              {l.label}
            </a>
          ))}
        </nav>
        {site.primary ? <Primary primary={site.primary} /> : null}
        {site.appearance.strict ? null : (
          <button
            class="q-theme-toggle"
            type="button"
            aria-label={say('layout.toggleDarkMode')}
            data-q-theme-toggle
          />
        )}
      </div>
    </header>
  );
}
