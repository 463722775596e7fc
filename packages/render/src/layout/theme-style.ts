import type { SiteChrome } from '../layout-model.js';
import { filledColors, mixColors, readableOn } from './readable-color.js';

/** The backgrounds of site.css, when docs.json sets none. */
const DEFAULT_BG = { light: '#ffffff', dark: '#0b0d0e' };

const cssString = (s: string) => JSON.stringify(s);

function fontFace(
  kind: 'heading' | 'body',
  font: NonNullable<NonNullable<SiteChrome['fonts']>['body']>,
): string {
  const face = font.source
    ? `@font-face{font-family:${cssString(font.family)};src:url(${cssString(font.source)}) format(${cssString(font.format ?? 'woff2')});${font.weight ? `font-weight:${font.weight};` : ''}font-display:swap}`
    : '';
  return `${face}:root{--q-font-${kind}:${cssString(font.family)},var(--q-font-system)}`;
}

/**
 * The palette of each mode: `colors.primary` for accents in light mode and `colors.light` in dark
 * mode, each moved just enough to reach WCAG AA (4.5:1) on its mode's background, even where it
 * sits on its own faint tint (the current page in the sidebar); filled buttons and banners get
 * white text on a fill dark enough for it, or black text on a light fill.
 */
function paletteRules(site: SiteChrome): string[] {
  const { colors, background } = site;
  const bg = {
    light: background?.color?.light ?? DEFAULT_BG.light,
    dark: background?.color?.dark ?? DEFAULT_BG.dark,
  };
  const light = colors.light ?? colors.primary;
  const dark = colors.dark ?? colors.primary;
  const accent = {
    light: readableOn(colors.primary, mixColors(bg.light, colors.primary, 0.15)),
    dark: readableOn(light, mixColors(bg.dark, light, 0.15)),
  };
  const banner = filledColors(colors.primary);
  const button = filledColors(dark);
  return [
    `:root{--q-primary:${colors.primary};--q-primary-light:${light};--q-primary-dark:${dark};--q-accent:${accent.light};--q-fill:${banner.fill};--q-on-primary:${banner.text};--q-fill-dark:${button.fill};--q-on-primary-dark:${button.text}}`,
    `:root.dark{--q-accent:${accent.dark}}`,
  ];
}

/** The site's own theme values (colours, fonts, background) as CSS custom properties. */
export function themeStyle(site: SiteChrome): string {
  const { background, fonts } = site;
  const rules = paletteRules(site);
  if (background?.color?.light) rules.push(`:root{--q-bg:${background.color.light}}`);
  if (background?.color?.dark) rules.push(`:root.dark{--q-bg:${background.color.dark}}`);
  // A decoration behind the page header (site.css, `.q-has-bg-image`), in each mode's variant.
  if (background?.image) {
    rules.push(`:root{--q-bg-image:url(${cssString(background.image.light)})}`);
    rules.push(`:root.dark{--q-bg-image:url(${cssString(background.image.dark)})}`);
  }
  if (fonts?.body) rules.push(fontFace('body', fonts.body));
  if (fonts?.heading) rules.push(fontFace('heading', fonts.heading));
  return rules.join('\n');
}
