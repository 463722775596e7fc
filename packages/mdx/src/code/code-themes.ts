/** The Shiki themes for light and dark mode. */
export interface CodeThemes {
  readonly light: string;
  readonly dark: string;
}

export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

/**
 * The themes `styling.codeblocks` asks for: `"system"` (default: a light and a dark theme), `"dark"` (the dark
 * theme in both modes), a bare Shiki theme name, or `{ theme: name | { light, dark } }`.
 */
export function codeThemesFromStyling(codeblocks: unknown): CodeThemes {
  if (codeblocks === undefined || codeblocks === null || codeblocks === 'system')
    return DEFAULT_CODE_THEMES;
  if (codeblocks === 'dark')
    return { light: DEFAULT_CODE_THEMES.dark, dark: DEFAULT_CODE_THEMES.dark };
  if (typeof codeblocks === 'string') return { light: codeblocks, dark: codeblocks };
  if (typeof codeblocks !== 'object') return DEFAULT_CODE_THEMES;
  const theme = (codeblocks as { theme?: unknown }).theme;
  if (typeof theme === 'string') return { light: theme, dark: theme };
  if (theme && typeof theme === 'object') {
    const { light, dark } = theme as { light?: unknown; dark?: unknown };
    return {
      light: typeof light === 'string' ? light : DEFAULT_CODE_THEMES.light,
      dark: typeof dark === 'string' ? dark : DEFAULT_CODE_THEMES.dark,
    };
  }
  return DEFAULT_CODE_THEMES;
}
