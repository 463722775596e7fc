import type { Page } from 'playwright-core';
import type { ThemeName } from '@quire/render';

/** What Chromium shows of the traits that set the themes apart, measured on a page at 1280 CSS pixels wide. */
export interface ThemeTraits {
  /** Computed `font-family` of the body and of the page title. */
  readonly bodyFont: string;
  readonly titleFont: string;
  readonly bodySize: string;
  /** The section tabs are inside the navbar. */
  readonly tabsInNavbar: boolean;
  readonly navbarRule: string;
  /** The middle of the search box, as a share of the window's width. */
  readonly searchAt: number;
  /** Computed `font-size` of the sidebar. */
  readonly sidebarSize: string;
  /** The first entry of the sidebar: its corner radius, and whether it has a background of its own (a card). */
  readonly entryRadius: string;
  readonly entryOnCard: boolean;
}

export function measureTraits(page: Page): Promise<ThemeTraits> {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const search = document.querySelector('.q-search')!.getBoundingClientRect();
    return {
      bodyFont: style('body').fontFamily,
      titleFont: style('.q-page-title').fontFamily,
      bodySize: style('body').fontSize,
      tabsInNavbar: document.querySelector('#navbar .q-tabbar') !== null,
      navbarRule: style('#navbar').borderBottomWidth,
      searchAt: (search.left + search.width / 2) / window.innerWidth,
      sidebarSize: style('#sidebar').fontSize,
      entryRadius: style('.q-nav > ul > li').borderTopLeftRadius,
      entryOnCard: style('.q-nav > ul > li').backgroundColor !== 'rgba(0, 0, 0, 0)',
    };
  });
}

const monospace = (font: string) => font.includes('monospace') && !font.includes('sans-serif');
const serif = (font: string) => /\bserif\b/.test(font) && !font.includes('sans-serif');

/** Each theme's traits as the Themes page (docs/guides/themes.mdx) describes them; mint is the base. */
export const EXPECTED_TRAITS: Readonly<Record<ThemeName, (t: ThemeTraits) => boolean>> = {
  mint: (t) => !monospace(t.bodyFont) && !t.tabsInNavbar && t.searchAt > 0.5 && !t.entryOnCard,
  maple: (t) => t.tabsInNavbar && t.navbarRule !== '0px',
  palm: (t) => t.bodySize === '15px' && t.sidebarSize === '13px' && t.searchAt < 0.35,
  willow: (t) => t.tabsInNavbar && t.navbarRule === '0px',
  linden: (t) => monospace(t.bodyFont) && monospace(t.titleFont),
  almond: (t) => t.entryOnCard && t.entryRadius !== '0px',
  aspen: (t) => t.searchAt < 0.4 && !t.tabsInNavbar,
  sequoia: (t) => serif(t.titleFont) && !serif(t.bodyFont) && t.bodySize === '17px',
  luma: (t) => t.searchAt > 0.38 && t.searchAt < 0.55 && t.navbarRule === '0px',
};
