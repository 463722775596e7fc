import { h, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '@quire/navigation';
import { chromeFromConfig, layoutForRoute, renderDocument } from '@quire/render';

/** The HTML of `page` of a site with this docs.json, laid out and rendered as the build does; icons as `<i data-icon="…">`. */
function renderPage(config: Record<string, unknown>, page = 'index') {
  const full = { name: 'Acme', navigation: { pages: ['index'] }, ...config };
  const files = ['index.mdx', 'fr/index.mdx'];
  const { model } = resolveNavigation({
    config: full,
    files,
    frontmatter: () => ({ title: 'Home' }),
  });
  const route = model.routes.find((r) => r.source === `${page}.mdx`)!;
  const layout = layoutForRoute(
    model,
    route,
    chromeFromConfig(full),
    { title: 'Home', contentHtml: '<p>Hi</p>', toc: [] },
    { css: [], js: [], modules: [] },
  );
  return renderDocument(layout, {
    renderIcon: (icon) => h('i', { 'data-icon': JSON.stringify(icon) }) as VNode,
  });
}

describe('docs.json settings every page shows', () => {
  it('names the site, and takes the layout of the theme', () => {
    const html = renderPage({ name: 'Rockets', description: 'Rockets for all', theme: 'maple' });
    expect(html).toContain('<title>Home - Rockets</title>');
    expect(html).toContain('<meta name="description" content="Rockets for all"/>');
    expect(html).toContain('data-theme="maple"');
  });

  it('sets the colours of colors.primary, colors.light and colors.dark', () => {
    const html = renderPage({ colors: { primary: '#09090b', light: '#FAFAFA', dark: '#18181b' } });
    expect(html).toContain(
      ':root{--q-primary:#09090b;--q-primary-light:#FAFAFA;--q-primary-dark:#18181b;',
    );
    // Dark mode's accent is colors.light; colors.dark fills buttons there.
    expect(html).toContain(':root.dark{--q-accent:#FAFAFA}');
    expect(html).toContain('--q-fill-dark:#18181b');
  });

  it('shows the logo for each mode, linked to logo.href, and a favicon for each mode', () => {
    const html = renderPage({
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: { light: '/favicon-light.png', dark: '/favicon-dark.png' },
    });
    expect(html).toContain('<a class="q-logo" href="https://acme.dev"');
    expect(html).toContain(
      '<img class="q-logo__img q-only-light" src="/logo/light.svg" alt="Acme"/>',
    );
    expect(html).toContain(
      '<img class="q-logo__img q-only-dark" src="/logo/dark.svg" alt="Acme"/>',
    );
    expect(html).toContain(
      '<link rel="icon" href="/favicon-light.png" media="(prefers-color-scheme: light)"/>',
    );
    expect(html).toContain(
      '<link rel="icon" href="/favicon-dark.png" media="(prefers-color-scheme: dark)"/>',
    );
    // One file for both modes.
    const single = renderPage({ logo: '/logo.svg', favicon: '/favicon.svg' });
    expect(single).toContain('src="/logo.svg" alt="Acme"');
    expect(single).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('starts in appearance.default, and hides the toggle under appearance.strict', () => {
    const dark = renderPage({ appearance: { default: 'dark' } });
    expect(dark).toContain('data-default-theme="dark"');
    expect(dark).toContain('data-q-theme-toggle');
    const strict = renderPage({ appearance: { default: 'light', strict: true } });
    expect(strict).toContain('data-default-theme="light"');
    expect(strict).not.toContain('data-q-theme-toggle');
  });

  it('loads fonts: one family for all text, or its own for headings and body', () => {
    const hosted = renderPage({ fonts: { family: 'Inter' } });
    expect(hosted).toContain('https://fonts.googleapis.com/css2?family=Inter');
    const one = renderPage({
      fonts: { family: 'Brand', weight: 500, source: '/fonts/brand.woff2', format: 'woff2' },
    });
    expect(one).toContain(
      '@font-face{font-family:"Brand";src:url("/fonts/brand.woff2") format("woff2");font-weight:500;',
    );
    expect(one).toContain('--q-font-body:"Brand"');
    expect(one).toContain('--q-font-heading:"Brand"');
    expect(one).not.toContain('fonts.googleapis.com');
    const own = renderPage({
      fonts: {
        heading: {
          family: 'Brand Serif',
          source: '/fonts/brand.woff',
          format: 'woff',
          weight: 700,
        },
        body: { family: 'Brand Sans', source: 'https://cdn.acme.dev/sans.woff2', format: 'woff2' },
      },
    });
    expect(own).toContain(
      '@font-face{font-family:"Brand Serif";src:url("/fonts/brand.woff") format("woff");font-weight:700;',
    );
    expect(own).toContain(
      '@font-face{font-family:"Brand Sans";src:url("https://cdn.acme.dev/sans.woff2") format("woff2");',
    );
    expect(own).toContain('--q-font-heading:"Brand Serif"');
    expect(own).not.toContain('fonts.googleapis.com');
  });

  it('shows the navbar links with their icons, and the primary button of its type', () => {
    const html = renderPage({
      navbar: {
        links: [
          {
            label: 'Support',
            href: 'mailto:help@acme.dev',
            icon: 'life-ring',
            iconType: 'duotone',
          },
          { type: 'github', href: 'https://github.com/acme/rockets' },
        ],
        primary: { type: 'button', label: 'Dashboard', href: 'https://acme.dev/app' },
      },
    });
    expect(html).toContain(
      'data-icon="{&quot;name&quot;:&quot;life-ring&quot;,&quot;style&quot;:&quot;duotone&quot;}"',
    );
    expect(html).toMatch(/href="mailto:help@acme.dev"[^>]*>[\s\S]*?Support/);
    expect(html).toMatch(/href="https:\/\/github.com\/acme\/rockets"[^>]*>[\s\S]*?GitHub/);
    expect(html).toContain(
      '<a class="q-navbar__primary q-navbar__primary--button" href="https://acme.dev/app">Dashboard</a>',
    );
    const github = renderPage({
      navbar: { primary: { type: 'github', href: 'https://github.com/acme/rockets' } },
    });
    expect(github).toContain('q-navbar__primary--github');
  });

  it("shows a language's own navbar and footer on its pages, and the site's on the others", () => {
    const config = {
      navbar: { links: [{ label: 'Support', href: '/support' }] },
      footer: { links: [{ header: 'Company', items: [{ label: 'Blog', href: '/blog' }] }] },
      navigation: {
        languages: [
          { language: 'en', pages: ['index'] },
          {
            language: 'fr',
            navbar: { links: [{ label: 'Aide', href: '/fr/aide' }] },
            footer: {
              links: [{ header: 'Société', items: [{ label: 'Journal', href: '/fr/journal' }] }],
            },
            pages: ['fr/index'],
          },
        ],
      },
    };
    const en = renderPage(config);
    const fr = renderPage(config, 'fr/index');
    expect(en).toContain('href="/support"');
    expect(en).toContain('href="/blog"');
    expect(fr).toContain('href="/fr/aide"');
    expect(fr).toContain('href="/fr/journal"');
    expect(fr).not.toContain('href="/support"');
    expect(fr).not.toContain('href="/blog"');
  });
});

describe('colours of navigation entries and of the banner', () => {
  it('colours the icon of an anchor, a dropdown, a product and a global anchor in each mode', () => {
    const html = renderPage({
      navigation: {
        global: {
          anchors: [
            {
              anchor: 'Status',
              href: 'https://status.acme.dev',
              icon: 'signal',
              color: { light: '#0D9373', dark: '#07C983' },
            },
          ],
        },
        products: [
          {
            product: 'Cloud',
            icon: 'cloud',
            color: { light: '#112233' },
            anchors: [
              {
                anchor: 'Guides',
                icon: 'book',
                color: { light: '#445566', dark: '#DDEEFF' },
                dropdowns: [
                  { dropdown: 'Start', icon: 'flag', color: { dark: '#778899' }, pages: ['index'] },
                ],
              },
            ],
          },
        ],
      },
    });
    const item = (label: string) =>
      new RegExp(
        `<a class="q-division__item[^"]*"[^>]*style="([^"]*)"[^>]*>(?:(?!</a>)[\\s\\S])*${label}`,
      ).exec(html)?.[1];
    expect(item('Status')).toBe('--q-icon-color:#0D9373;--q-icon-color-dark:#07C983');
    expect(item('Cloud')).toBe('--q-icon-color:#112233');
    expect(item('Guides')).toBe('--q-icon-color:#445566;--q-icon-color-dark:#DDEEFF');
    expect(item('Start')).toBe('--q-icon-color-dark:#778899');
  });

  it('paints the banner in banner.color, one colour or one per mode', () => {
    const one = renderPage({ banner: { content: 'New', color: '#7C3AED' } });
    expect(one).toContain('style="--q-banner-bg:#7C3AED;--q-banner-bg-dark:#7C3AED"');
    const two = renderPage({
      banner: { content: 'New', color: { light: '#7C3AED', dark: '#4C1D95' } },
    });
    expect(two).toContain('style="--q-banner-bg:#7C3AED;--q-banner-bg-dark:#4C1D95"');
    const plain = renderPage({ banner: { content: 'New', type: 'warning' } });
    expect(plain).toContain('class="q-banner q-banner--warning"');
    expect(plain).not.toContain('--q-banner-bg');
  });
});
