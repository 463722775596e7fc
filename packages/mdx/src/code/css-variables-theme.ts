import { createCssVariablesTheme, type ThemeRegistration } from 'shiki';

/** The theme name that asks for colours from CSS variables (`styling.codeblocks: { "theme": "css-variables" }`). */
export const CSS_VARIABLES_THEME = 'css-variables';

/**
 * The `css-variables` theme as the reference platform has it: every colour is a CSS variable with the `--mint-`
 * prefix (`--mint-token-keyword`, `--mint-ansi-red`…) that the site's own CSS defines, and the text and
 * background are `--mint-color-text` and `--mint-color-background` (Shiki's own names, `--mint-foreground`
 * and `--mint-background`, are taken as fallbacks).
 */
export function cssVariablesTheme(): ThemeRegistration {
  const theme = createCssVariablesTheme({
    name: CSS_VARIABLES_THEME,
    variablePrefix: '--mint-',
    fontStyle: true,
  });
  const renamed = JSON.stringify(theme)
    .replaceAll('var(--mint-foreground)', 'var(--mint-color-text, var(--mint-foreground))')
    .replaceAll('var(--mint-background)', 'var(--mint-color-background, var(--mint-background))');
  return JSON.parse(renamed) as ThemeRegistration;
}
