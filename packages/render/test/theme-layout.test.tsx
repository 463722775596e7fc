import { describe, expect, it } from 'vitest';
import { chromeFromConfig, renderDocument, THEME_NAMES, type LayoutModel } from '@quire/render';

const site = chromeFromConfig({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' } });
const model: LayoutModel = {
  lang: 'en',
  drilldown: false,
  site,
  page: {
    url: '/',
    title: 'Home',
    mode: 'default',
    toc: [],
    contentHtml: '<p>Hi</p>',
    metatags: {},
  },
  tabs: [
    { label: 'Guides', href: '/', active: true },
    { label: 'API', href: '/api', active: false },
  ],
  divisions: [],
  globalAnchors: [],
  sidebar: [{ kind: 'page', label: 'Home', href: '/', active: true }],
  assets: { css: [], js: [], modules: [] },
};

/** The page's `<header id="navbar">…</header>` and what follows it. */
function navbarOf(html: string): { navbar: string; after: string } {
  const start = html.indexOf('<header id="navbar"');
  const end = html.indexOf('</header>', start) + '</header>'.length;
  return { navbar: html.slice(start, end), after: html.slice(end) };
}

describe('themes as variants of the one layout', () => {
  it('reads docs.json theme, and takes mint for a value it does not know', () => {
    expect(THEME_NAMES).toHaveLength(9);
    for (const theme of THEME_NAMES)
      expect(chromeFromConfig({ theme, colors: { primary: '#0D9373' } }).theme).toBe(theme);
    expect(chromeFromConfig({ theme: 'venus', colors: { primary: '#0D9373' } }).theme).toBe('mint');
  });

  it("names the theme on <html>, where the theme stylesheets and authors' CSS find it", () => {
    const html = renderDocument({ ...model, site: { ...site, theme: 'linden' } });
    expect(html).toMatch(/<html [^>]*data-theme="linden"/);
  });

  it('draws the tabs as a bar under the navbar in mint, and inside the navbar in maple and willow', () => {
    const mint = navbarOf(renderDocument(model));
    expect(mint.navbar).not.toContain('q-tabbar');
    expect(mint.after).toContain('<nav class="q-tabbar" aria-label="Sections">');
    for (const theme of ['maple', 'willow'] as const) {
      const { navbar, after } = navbarOf(renderDocument({ ...model, site: { ...site, theme } }));
      expect(navbar).toContain('<nav class="q-tabbar" aria-label="Sections">');
      expect(navbar.indexOf('q-tabbar')).toBeGreaterThan(navbar.indexOf('q-logo'));
      expect(after).not.toContain('q-tabbar');
    }
  });
});
