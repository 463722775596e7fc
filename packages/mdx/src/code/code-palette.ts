import {
  bundledThemes,
  normalizeTheme,
  type BundledTheme,
  type ThemeRegistrationResolved,
} from 'shiki';
import { Theme } from 'shiki/textmate';
import { DEFAULT_CODE_THEMES, type CodeThemes } from './code-themes.js';
import { CSS_VARIABLES_THEME, cssVariablesTheme } from './css-variables-theme.js';

/**
 * One Shiki theme as TextMate resolves it: the colours of its rules, numbered (the numbers are
 * the same in every process, so a worker's token classes and the site's stylesheet agree), and
 * the rule matcher that gives a scope path its colour and font style.
 */
export interface ThemePalette {
  readonly name: string;
  /** Editor foreground and background, as the theme writes them. */
  readonly fg: string;
  readonly bg: string;
  /** Colour number → `#RRGGBB`; index 0 is unused. */
  readonly colors: readonly string[];
  readonly matcher: Theme;
}

/** Both modes' palettes; the light one gives the font styles, as Shiki's inline styles did. */
export interface CodePalettes {
  readonly light: ThemePalette;
  readonly dark: ThemePalette;
}

export function paletteOf(theme: ThemeRegistrationResolved): ThemePalette {
  const matcher = Theme.createFromRawTheme(theme);
  // Shiki's normalizeTheme stands a placeholder colour in for each colour that is not hex (the css-variables
  // theme's `var(--mint-…)`); `colorReplacements` gives the colour back.
  const replacements = new Map(
    Object.entries(theme.colorReplacements ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const real = (color: string) => replacements.get(color.toLowerCase()) ?? color;
  return {
    name: theme.name,
    fg: real(theme.fg),
    bg: real(theme.bg),
    colors: matcher.getColorMap().map((c) => (c ? real(c) : c)),
    matcher,
  };
}

/** A bundled theme, normalized as Shiki does; an unknown name gives `fallback` (`createHighlighter` reports it). */
async function loadBundledTheme(
  name: string,
  fallback: string,
): Promise<ThemeRegistrationResolved> {
  if (name === CSS_VARIABLES_THEME) return normalizeTheme(cssVariablesTheme());
  const load = bundledThemes[name as BundledTheme] ?? bundledThemes[fallback as BundledTheme];
  return normalizeTheme((await load()).default);
}

/** The palettes of two bundled themes. */
export async function loadCodePalettes(themes: CodeThemes): Promise<CodePalettes> {
  const [light, dark] = await Promise.all([
    loadBundledTheme(themes.light, DEFAULT_CODE_THEMES.light),
    loadBundledTheme(themes.dark, DEFAULT_CODE_THEMES.dark),
  ]);
  return { light: paletteOf(light), dark: paletteOf(dark) };
}

/** Class names of a token's light colour, dark colour and font style. */
export const lightClass = (id: number) => `l${id}`;
export const darkClass = (id: number) => `d${id}`;
/** TextMate's font style bits (its `FontStyle` enum, which is `const` and cannot be imported), their classes and CSS. */
export const FONT_STYLE_CLASSES: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'fi', 'font-style:italic'],
  [2, 'fb', 'font-weight:bold'],
  [4, 'fu', 'text-decoration:underline'],
  [8, 'fs', 'text-decoration:line-through'],
];

/**
 * The stylesheet for highlighted code: the block's colours on `.shiki`, and one rule per colour of
 * each theme (`.l3` light, `.d3` the dark colour in `--shiki-dark`, which the dark-mode rule of the
 * components stylesheet applies) and per font style. Written once per site, in the site's CSS.
 */
export function codePaletteCss(palettes: CodePalettes): string {
  const { light, dark } = palettes;
  const rules = [
    `.shiki{background-color:${light.bg};--shiki-dark-bg:${dark.bg};color:${light.fg};--shiki-dark:${dark.fg}}`,
  ];
  light.colors.forEach((color, id) => {
    if (id > 0 && color) rules.push(`.shiki .${lightClass(id)}{color:${color}}`);
  });
  dark.colors.forEach((color, id) => {
    if (id > 0 && color) rules.push(`.shiki .${darkClass(id)}{--shiki-dark:${color}}`);
  });
  for (const [, cls, declaration] of FONT_STYLE_CLASSES)
    rules.push(`.shiki .${cls}{${declaration}}`);
  rules.push('.shiki .fu.fs{text-decoration:underline line-through}');
  return `${rules.join('\n')}\n`;
}
