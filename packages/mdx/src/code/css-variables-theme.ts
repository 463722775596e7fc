import { createCssVariablesTheme, type ThemeRegistration } from 'shiki';

import { CSS_VARIABLES_THEME } from './code-language-names.js';

export { CSS_VARIABLES_THEME };

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
