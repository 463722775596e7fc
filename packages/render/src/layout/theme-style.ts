import type { SiteChrome } from '../layout-model.js';

const cssString = (s: string) => JSON.stringify(s);

function fontFace(kind: 'heading' | 'body', font: NonNullable<NonNullable<SiteChrome['fonts']>['body']>): string {
  const face = font.source
    ? `@font-face{font-family:${cssString(font.family)};src:url(${cssString(font.source)}) format(${cssString(font.format ?? 'woff2')});${font.weight ? `font-weight:${font.weight};` : ''}font-display:swap}`
    : '';
  return `${face}:root{--q-font-${kind}:${cssString(font.family)},var(--q-font-system)}`;
}

/** The site's own theme values (colours, fonts, background) as CSS custom properties. */
export function themeStyle(site: SiteChrome): string {
  const { colors, background, fonts } = site;
  const rules = [
    `:root{--q-primary:${colors.primary};--q-primary-light:${colors.light ?? colors.primary};--q-primary-dark:${colors.dark ?? colors.primary}}`,
  ];
  if (background?.color?.light) rules.push(`:root{--q-bg:${background.color.light}}`);
  if (background?.color?.dark) rules.push(`:root.dark{--q-bg:${background.color.dark}}`);
  if (background?.image) {
    rules.push(`body{background-image:url(${cssString(background.image.light)});background-size:cover;background-attachment:fixed}`);
    rules.push(`:root.dark body{background-image:url(${cssString(background.image.dark)})}`);
  }
  if (fonts?.body) rules.push(fontFace('body', fonts.body));
  if (fonts?.heading) rules.push(fontFace('heading', fonts.heading));
  return rules.join('\n');
}
