import { createDiagnostic, didYouMean, type Diagnostic } from '@quire/diagnostics';
import {
  bundledLanguages,
  bundledThemes,
  createHighlighter as createShiki,
  type BundledLanguage,
  type LanguageRegistration,
  type ShikiTransformer,
} from 'shiki';
import { loadCodePalettes } from './code-palette.js';
import { createLineCache } from './line-cache.js';
import { renderHighlighted, type LineMarks } from './render-highlighted.js';
import { mdxCodes } from '../codes.js';
import { contentHash } from '../content-hash.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from './code-themes.js';
import { CSS_VARIABLES_THEME, cssVariablesTheme } from './css-variables-theme.js';

export interface CodeOptions {
  /** Light and dark Shiki themes (see `codeThemesFromStyling`). */
  readonly themes?: CodeThemes;
  /** TextMate grammars from `styling.codeblocks.languages.custom`, already read and parsed. */
  readonly customLanguages?: readonly LanguageRegistration[];
}

export type { LineMarks };

/** One Shiki highlighter shared by every page of a build; highlighted HTML is cached by language, themes and code. */
export interface CodeHighlighter {
  readonly themes: CodeThemes;
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

/**
 * How long one line may take to tokenize (wall clock). Shiki's default, 500 ms, is reached on a
 * loaded machine: the rest of the line then takes one colour, in one theme and not the other, and
 * the same page builds differently from one run to the next. The limit only guards against a
 * grammar that never ends on some line.
 */
const TOKENIZE_TIME_LIMIT_MS = 10_000;

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'nocopy', '']);
/** Names people write that Shiki spells differently. */
const EXTRA_ALIASES: Readonly<Record<string, string>> = {
  env: 'dotenv',
  curl: 'shellscript',
  jsonl: 'json',
  conf: 'ini',
  golang: 'go',
};

export async function createHighlighter(options: CodeOptions = {}): Promise<CodeHighlighter> {
  const diagnostics: Diagnostic[] = [];
  const themes = {
    light: checkTheme(options.themes?.light, DEFAULT_CODE_THEMES.light, diagnostics),
    dark: checkTheme(options.themes?.dark, DEFAULT_CODE_THEMES.dark, diagnostics),
  };
  const custom = new Map<string, string>();
  for (const lang of options.customLanguages ?? []) {
    for (const name of [lang.name, ...(lang.aliases ?? [])])
      custom.set(name.toLowerCase(), lang.name);
  }
  const load = (name: string) => (name === CSS_VARIABLES_THEME ? cssVariablesTheme() : name);
  const shiki = await createShiki({
    themes: [load(themes.light), load(themes.dark)],
    langs: [...(options.customLanguages ?? [])],
  });
  const palettes = await loadCodePalettes(themes);
  const classCache = new Map<string, string>();
  const lineCache = createLineCache();
  const cache = new Map<string, string>();
  const stats = { hits: 0, misses: 0 };

  const resolveLanguage = (lang: string): string | undefined => {
    const name = lang.toLowerCase();
    if (PLAIN.has(name)) return 'text';
    const known = custom.get(name) ?? (name in bundledLanguages ? name : undefined);
    if (known) return known;
    const alias = EXTRA_ALIASES[name];
    return alias && alias in bundledLanguages ? alias : undefined;
  };

  return {
    themes,
    diagnostics,
    stats,
    resolveLanguage,
    async loadLanguages(langs) {
      const loaded = new Set(shiki.getLoadedLanguages());
      const wanted = [...new Set(langs)].filter(
        (l) => l !== 'text' && !loaded.has(l) && l in bundledLanguages,
      );
      if (wanted.length === 0) return;
      await shiki.loadLanguage(...(wanted as BundledLanguage[]));
      lineCache.clear();
    },
    highlight(code, lang, marks) {
      const key = contentHash(lang, JSON.stringify([...marks]), code);
      const hit = cache.get(key);
      if (hit !== undefined) {
        stats.hits++;
        return hit;
      }
      stats.misses++;
      const html =
        lang === 'ansi'
          ? shiki.codeToHtml(code, {
              lang,
              themes,
              tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
              transformers: [lineMarks(marks)],
            })
          : renderHighlighted(code, lang === 'text' ? undefined : shiki.getLanguage(lang), {
              palettes,
              marks,
              classCache,
              lineCache,
              timeLimit: TOKENIZE_TIME_LIMIT_MS,
            });
      cache.set(key, html);
      return html;
    },
  };
}

function lineMarks(marks: LineMarks): ShikiTransformer {
  return {
    name: 'quire:line-marks',
    line(node, line) {
      for (const cls of marks.get(line) ?? []) this.addClassToHast(node, cls);
    },
    pre(node) {
      const kinds = new Set([...marks.values()].flat());
      for (const kind of ['highlighted', 'focused', 'diff'])
        if (kinds.has(kind)) this.addClassToHast(node, `has-${kind}`);
    },
  };
}

function checkTheme(name: string | undefined, fallback: string, diagnostics: Diagnostic[]): string {
  if (name === undefined || name in bundledThemes || name === CSS_VARIABLES_THEME)
    return name ?? fallback;
  const hint = didYouMean(name, [...Object.keys(bundledThemes), CSS_VARIABLES_THEME]);
  diagnostics.push(
    createDiagnostic(
      {
        code: 'mdx/unknown-theme',
        message: `styling.codeblocks names the theme "${name}", which is not a Shiki theme; "${fallback}" is used instead.`,
        hint: hint ?? 'See https://shiki.style/themes for the theme names.',
      },
      mdxCodes['mdx/unknown-theme'].severity,
    ),
  );
  return fallback;
}
