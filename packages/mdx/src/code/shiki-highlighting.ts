import {
  createHighlighter as createShiki,
  createOnigurumaEngine,
  type BundledLanguage,
  type LanguageRegistration,
  type PatternScanner,
  type RegexEngine,
  type ShikiTransformer,
} from 'shiki';
import { loadCodePalettes } from './code-palette.js';
import { createLineCache } from './line-cache.js';
import { renderHighlighted, type LineMarks } from './render-highlighted.js';
import { contentHash } from '../content-hash.js';
import type { CodeThemes } from './code-themes.js';
import { CSS_VARIABLES_THEME, isBundledLanguage } from './code-language-names.js';
import { cssVariablesTheme } from './css-variables-theme.js';
import { languageClosure } from './language-closure.js';

/**
 * How long one line may take to tokenize (wall clock). Shiki's default, 500 ms, is reached on a
 * loaded machine: the rest of the line then takes one colour, in one theme and not the other, and
 * the same page builds differently from one run to the next. The limit only guards against a
 * grammar that never ends on some line.
 */
const TOKENIZE_TIME_LIMIT_MS = 10_000;

/** What tokenizing needs beside the themes: the custom grammars. */
export interface ShikiHighlighting {
  loadLanguages(langs: Iterable<string>): Promise<void>;
  highlight(code: string, lang: string, marks: LineMarks): string;
  readonly stats: { hits: number; misses: number };
}

/** Shiki with both themes and the custom grammars, loaded when a build highlights (not to check pages). */
export async function createShikiHighlighting(
  themes: CodeThemes,
  customLanguages: readonly LanguageRegistration[],
): Promise<ShikiHighlighting> {
  const load = (name: string) => (name === CSS_VARIABLES_THEME ? cssVariablesTheme() : name);
  const shiki = await createShiki({
    themes: [load(themes.light), load(themes.dark)],
    langs: [...customLanguages],
    engine: onceCompiledScanners(await createOnigurumaEngine(import('shiki/wasm'))),
  });
  const palettes = await loadCodePalettes(themes);
  const classCache = new Map<string, string>();
  const lineCache = createLineCache();
  const cache = new Map<string, string>();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async loadLanguages(langs) {
      const loaded = new Set(shiki.getLoadedLanguages());
      const wanted = [...new Set(langs)].filter(
        (l) => l !== 'text' && !loaded.has(l) && isBundledLanguage(l),
      );
      if (wanted.length === 0) return;
      // With what each one's grammar uses when loaded, one at a time in that order (see `languageClosure`); one
      // loaded with an earlier one (its `embeddedLangs`) is not loaded again.
      for (const id of await languageClosure(wanted)) {
        if (loaded.has(id)) continue;
        await shiki.loadLanguage(id as BundledLanguage);
        for (const l of shiki.getLoadedLanguages()) loaded.add(l);
      }
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
              themes: { light: themes.light, dark: themes.dark },
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

/**
 * The Oniguruma engine, each list of patterns compiled once. The grammars ask for the same list many times: a
 * rule's patterns once per anchor variant even where the variants are the same text, and a grammar's rules
 * all again when a language it embeds is loaded later (Shiki then loads the grammar anew). Compiling the
 * expressions was a tenth of compiling mintlify-docs's pages; 844 scanners were made there, 254 of them
 * different. A scanner holds no state between calls but its last answer (`rememberLastMatch`), so one serves
 * every rule with its patterns; each lives as long as the highlighter (their disposal by a replaced grammar
 * does nothing).
 */
export function onceCompiledScanners(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, PatternScanner>();
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      const sources = patterns.map((p) => (typeof p === 'string' ? p : p.source));
      const key = JSON.stringify(sources);
      let scanner = scanners.get(key);
      if (!scanner) {
        scanner = rememberLastMatch(engine.createScanner(patterns), sources);
        scanners.set(key, scanner);
      }
      return scanner;
    },
  };
}

type FindNextMatch = PatternScanner['findNextMatchSync'];

/**
 * A scanner that answers a search of the line it searched last, from a later position, with its last answer
 * when that answer still stands: no match then is no match now, and a match that starts at or after the new
 * position is still the first one (a pattern matches at a position or not whatever the search started from,
 * its lookbehinds seeing the whole line). Only `\G` (the search's start) breaks that, so a scanner with it
 * always searches. TextMate asks an injected grammar's scanner at every token of every line it is injected
 * into (`ts-tags`'s CSS, HTML and SQL templates into TypeScript), almost always for a match that is not there
 * or further on: three in four of its searches are answered here, and a TypeScript block is tokenized in
 * about two thirds of the time.
 */
function rememberLastMatch(scanner: PatternScanner, sources: readonly string[]): PatternScanner {
  const find: FindNextMatch = (string, start, options) =>
    scanner.findNextMatchSync(string, start, options);
  if (sources.some((s) => s.includes('\\G'))) return { findNextMatchSync: find, dispose() {} };
  let lastString: unknown;
  let lastStart = 0;
  let lastOptions: unknown;
  let last: ReturnType<FindNextMatch> = null;
  return {
    findNextMatchSync(string, start, options) {
      if (
        string === lastString &&
        options === lastOptions &&
        start >= lastStart &&
        (last === null || last.captureIndices[0]!.start >= start)
      )
        return last;
      last = find(string, start, options) ?? null;
      lastString = string;
      lastStart = start;
      lastOptions = options;
      return last;
    },
    dispose() {},
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
