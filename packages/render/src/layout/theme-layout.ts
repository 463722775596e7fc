/**
 * The nine themes of docs.json (`theme`) as variants of the one layout. Each theme is a stylesheet
 * (`styles/themes/<name>.css`, scoped by `<html data-theme>`) plus the few choices here that change
 * the markup rather than its look. `mint` is the layout as site.css draws it.
 */
export const THEME_NAMES = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'sequoia',
  'luma',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export interface ThemeLayout {
  /** The section tabs: a bar of their own under the navbar, or links in the navbar's row. */
  readonly tabs: 'bar' | 'navbar';
}

const BAR: ThemeLayout = { tabs: 'bar' };

/** Maple and willow carry the tabs in the navbar: one row of chrome above the page. */
const LAYOUTS: Readonly<Record<ThemeName, ThemeLayout>> = {
  mint: BAR,
  maple: { tabs: 'navbar' },
  palm: BAR,
  willow: { tabs: 'navbar' },
  linden: BAR,
  almond: BAR,
  aspen: BAR,
  sequoia: BAR,
  luma: BAR,
};

/** A docs.json `theme` value as a theme name: an unknown or missing value is `mint` (validation reports it). */
export function themeName(value: unknown): ThemeName {
  return (THEME_NAMES as readonly unknown[]).includes(value) ? (value as ThemeName) : 'mint';
}

export const themeLayout = (theme: ThemeName | undefined): ThemeLayout => LAYOUTS[theme ?? 'mint'];
