import { describe, expect, it } from 'vitest';
import { renderDocument, type LayoutModel } from '@quire/render';

const base: LayoutModel = {
  lang: 'en',
  drilldown: false,
  site: {
    name: 'Acme',
    description: 'Acme docs',
    baseUrl: 'https://docs.acme.dev',
    colors: { primary: '#0D9373', light: '#07C983' },
    appearance: { default: 'system', strict: false },
    navbarLinks: [{ label: 'Support', href: 'mailto:help@acme.dev' }],
    primary: { kind: 'button', label: 'Dashboard', href: 'https://acme.dev' },
    footer: {
      socials: [{ key: 'github', href: 'https://github.com/acme' }],
      columns: [{ header: 'Company', items: [{ label: 'Blog', href: 'https://acme.dev/blog' }] }],
    },
    banner: { html: '<p>New <strong>v2</strong></p>', dismissible: true, id: 'b1' },
    metatags: { 'og:image': 'https://acme.dev/og.png' },
    searchPrompt: 'Search Acme',
  },
  page: {
    url: '/guides/start',
    title: 'Get started',
    description: 'First steps',
    mode: 'default',
    eyebrow: 'Guides',
    toc: [
      { depth: 2, text: 'Install', id: 'install' },
      { depth: 3, text: 'npm', id: 'npm' },
      { depth: 4, text: 'deep', id: 'deep' },
    ],
    prev: { label: 'Intro', href: '/' },
    next: { label: 'Config', href: '/guides/config' },
    contentHtml: '<h2 id="install">Install</h2><p>Hello</p>',
    metatags: {},
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Get </script> started',
    },
  },
  tabs: [
    { label: 'Guides', href: '/', active: true },
    { label: 'API', href: '/api', active: false },
  ],
  divisions: [],
  globalAnchors: [{ label: 'Blog', href: 'https://acme.dev/blog', external: true }],
  sidebar: [
    {
      kind: 'group',
      label: 'Start',
      collapsible: false,
      open: true,
      children: [
        { kind: 'page', label: 'Intro', href: '/', active: false },
        { kind: 'page', label: 'Get started', href: '/guides/start', active: true, tag: 'NEW' },
        {
          kind: 'group',
          label: 'More',
          collapsible: true,
          open: false,
          root: { href: '/more', active: false },
          children: [
            { kind: 'page', label: 'List users', href: '/api/users', active: false, method: 'GET' },
          ],
        },
      ],
    },
  ],
  assets: { css: ['/_quire/site.css'], js: ['/custom.js'], modules: ['/_quire/client.js'] },
};

describe('renderDocument', () => {
  const html = renderDocument(base);

  it("shows a menu item's description under its label (issue 21.6)", () => {
    const html = renderDocument({
      ...base,
      divisions: [
        {
          kind: 'menu',
          items: [
            {
              label: 'Courses',
              href: '/courses',
              active: true,
              external: false,
              description: 'Learn at your pace',
            },
          ],
        },
      ],
    });
    expect(html).toMatch(
      /<span>Courses<small class="q-division__desc">Learn at your pace<\/small><\/span>/,
    );
  });

  it('renders head metadata: title, description, canonical, Open Graph, JSON-LD escaped', () => {
    expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true);
    expect(html).toContain('<title>Get started - Acme</title>');
    expect(html).toContain('<meta name="description" content="First steps"/>');
    expect(html).toContain('<link rel="canonical" href="https://docs.acme.dev/guides/start"/>');
    expect(html).toContain('<meta property="og:image" content="https://acme.dev/og.png"/>');
    expect(html).toContain('Get \\u003c/script> started');
    expect(html).not.toContain('Get </script> started');
  });

  it('marks the current page and tab, keeps nested groups collapsible and top-level groups open', () => {
    expect(html).toContain('<a href="/guides/start" class="is-active" aria-current="page">');
    expect(html).toContain('class="q-tabbar__tab is-active" href="/" aria-current="true"');
    expect(html).toMatch(/<details(?: data-q-group="[^"]+")?><summary><a href="\/more">/);
    expect(html).toContain('<span class="q-method q-method--get">GET</span>');
  });

  it('shows the eyebrow, the toc for h2/h3 only, pagination, footer, banner, search prompt and theme toggle', () => {
    expect(html).toContain('<p class="q-eyebrow">Guides</p>');
    expect(html).toContain('href="#install"');
    expect(html).toContain('href="#npm"');
    expect(html).not.toContain('href="#deep"');
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
    expect(html).toContain('data-q-banner-dismiss');
    expect(html).toContain('placeholder="Search Acme"');
    expect(html).toContain('data-q-theme-toggle');
    // The menu and theme toggle glyphs are drawn by the stylesheet: no SVG markup for them in the page.
    expect(html).toMatch(
      /<button class="q-theme-toggle" type="button" aria-label="Toggle dark mode" data-q-theme-toggle[^>]*><\/button>/,
    );
    expect(html).toMatch(/<a class="q-navbar__menu" href="#sidebar"[^>]*><\/a>/);
    expect(html).toContain('--q-primary:#0D9373');
  });

  it('hides the theme toggle under appearance.strict and the sidebar in center mode', () => {
    const strict = renderDocument({
      ...base,
      site: { ...base.site, appearance: { default: 'dark', strict: true } },
      page: { ...base.page, mode: 'center' },
    });
    expect(strict).not.toContain('data-q-theme-toggle');
    expect(strict).toContain('data-default-theme="dark"');
    expect(strict).not.toContain('id="sidebar"');
    expect(strict).not.toContain('id="table-of-contents"');
  });

  it('shows breadcrumbs instead of the eyebrow when given', () => {
    const crumbs = renderDocument({
      ...base,
      page: { ...base.page, breadcrumbs: [{ label: 'Guides' }, { label: 'Start', href: '/' }] },
    });
    expect(crumbs).toContain(
      '<nav class="q-breadcrumbs" aria-label="Breadcrumbs"><ol role="list"><li><span>Guides</span></li><li><a href="/">Start</a></li></ol></nav>',
    );
    expect(crumbs).not.toContain('q-eyebrow');
  });
});

describe('the theme of a document', () => {
  const theme = (colors: LayoutModel['site']['colors'], lang = 'en') => {
    const html = renderDocument({ ...base, lang, site: { ...base.site, colors } });
    return { style: /<style>([^<]*--q-primary[^<]*)<\/style>/.exec(html)?.[1] ?? '', html };
  };

  it('takes dark-mode accents from colors.light, and keeps readable ones as given', () => {
    const { style } = theme({ primary: '#09090b', light: '#FAFAFA', dark: '#09090b' });
    expect(style).toContain('--q-accent:#09090b');
    expect(style).toContain(':root.dark{--q-accent:#FAFAFA}');
  });

  it('moves an accent that misses WCAG AA just far enough, and picks the text of filled buttons', () => {
    const mid = theme({ primary: '#0D9373' }).style;
    expect(mid).not.toContain('--q-accent:#0D9373');
    expect(mid).toMatch(/--q-fill:#[0-9a-f]{6};--q-on-primary:#ffffff/);
    const lime = theme({ primary: '#A8FF53' }).style;
    expect(lime).toContain('--q-fill:#A8FF53;--q-on-primary:#000000');
  });

  it('sets dir="rtl" for right-to-left languages only', () => {
    expect(theme({ primary: '#0D9373' }, 'ar').html).toContain('<html lang="ar" dir="rtl"');
    expect(theme({ primary: '#0D9373' }, 'he-IL').html).toContain('dir="rtl"');
    expect(theme({ primary: '#0D9373' }, 'en').html).toContain('dir="ltr"');
  });
});
