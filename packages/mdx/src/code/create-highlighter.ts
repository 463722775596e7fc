import type { Diagnostic } from '@quire/diagnostics';
import type { LanguageRegistration } from 'shiki';
import { checkTheme, createLanguageResolver } from './code-language-names.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from './code-themes.js';
import type { LineMarks } from './render-highlighted.js';

export interface CodeOptions {
  /** Light and dark Shiki themes (see `codeThemesFromStyling`). */
  readonly themes?: CodeThemes;
  /** TextMate grammars from `styling.codeblocks.languages.custom`, already read and parsed. */
  readonly customLanguages?: readonly LanguageRegistration[];
  /**
   * False: code is not tokenized (each block is its text, escaped), and Shiki is not loaded. Languages and themes
   * resolve, and are reported, as when highlighting: what `quire validate` needs to check pages.
   */
  readonly tokenize?: boolean;
}

export type { LineMarks };

/** One Shiki highlighter shared by every page of a build; highlighted HTML is cached by language, themes and code. */
export interface CodeHighlighter {
  readonly themes: CodeThemes;
  /** False when code blocks are not tokenized (`tokenize: false`): part of the compiled pages' cache key. */
  readonly tokenizes: boolean;
  /** Problems with the options (unknown theme names). */
  readonly diagnostics: readonly Diagnostic[];
  /** The language id to highlight `lang` with, or undefined when it is unknown. Plain-text names resolve to `text`. */
  resolveLanguage(lang: string): string | undefined;
  /** Loads grammars before `highlight` (languages are loaded lazily, once). */
  loadLanguages(langs: Iterable<string>): Promise<void>;
  /**
   * `<pre class="shiki"><code><span class="line">…` with both themes' colours as token classes (`l3`
   * light, `d5` dark, `fi` italic…), which `codeThemeCss` of the same themes defines.
   */
  highlight(code: string, lang: string, marks: LineMarks): string;
  /** Cache counters: `misses` is the number of blocks Shiki actually highlighted. */
  readonly stats: { hits: number; misses: number };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A block as plain text, in the markup of a highlighted one (no token classes). */
const plainBlock = (code: string) =>
  `<pre class="shiki"><code>${code
    .split(/\r?\n/)
    .map((line) => `<span class="line">${escapeHtml(line)}</span>`)
    .join('\n')}</code></pre>`;

/**
 * The highlighter of a build: Shiki with the themes and custom grammars, loaded here (a tenth of a second). With
 * `tokenize: false`, the language and theme names only, without Shiki.
 */
export async function createHighlighter(options: CodeOptions = {}): Promise<CodeHighlighter> {
  const diagnostics: Diagnostic[] = [];
  const themes = {
    light: checkTheme(options.themes?.light, DEFAULT_CODE_THEMES.light, diagnostics),
    dark: checkTheme(options.themes?.dark, DEFAULT_CODE_THEMES.dark, diagnostics),
  };
  const resolveLanguage = createLanguageResolver(options.customLanguages);
  if (options.tokenize === false) {
    const stats = { hits: 0, misses: 0 };
    return {
      themes,
      tokenizes: false,
      diagnostics,
      stats,
      resolveLanguage,
      loadLanguages: async () => undefined,
      highlight: (code) => plainBlock(code),
    };
  }
  const { createShikiHighlighting } = await import('./shiki-highlighting.js');
  const shiki = await createShikiHighlighting(themes, options.customLanguages ?? []);
  return {
    themes,
    tokenizes: true,
    diagnostics,
    resolveLanguage,
    stats: shiki.stats,
    loadLanguages: shiki.loadLanguages,
    highlight: shiki.highlight,
  };
}
