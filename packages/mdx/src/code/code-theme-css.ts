import type { CodeThemes } from './code-themes.js';

/** The code stylesheet for the site's themes (Shiki's theme data, loaded here: importing the package does not load it). */
export async function codeThemeCss(themes: CodeThemes): Promise<string> {
  const { codePaletteCss, loadCodePalettes } = await import('./code-palette.js');
  return codePaletteCss(await loadCodePalettes(themes));
}
