import type { Theme } from 'shiki/textmate';
import {
  darkClass,
  FONT_STYLE_CLASSES,
  lightClass,
  type CodePalettes,
  type ThemePalette,
} from './code-palette.js';

/** What `tokenizeLine` of a TextMate grammar gives: each token's range and its scopes, outermost first. */
export interface ScopedLine {
  readonly tokens: ReadonlyArray<{
    readonly startIndex: number;
    readonly endIndex: number;
    readonly scopes: readonly string[];
  }>;
}

/** A grammar that tokenizes a line from the state the previous line ended in. */
export interface LineTokenizer<State> {
  tokenizeLine(
    line: string,
    state: State | null,
    timeLimit?: number,
  ): ScopedLine & { readonly ruleStack: State; readonly stoppedEarly?: boolean };
}

/** Space-separated classes of one token (`''`: the block's own colours), cached by scope path. */
export type TokenClassCache = Map<string, string>;

/** A scope path as the theme matcher reads it (`scopeName` and `parent`; TextMate does not export its class). */
type ScopePath = Parameters<Theme['match']>[0];
const FONT_STYLE_NOT_SET = -1;

/** The colour number and font style a theme gives a scope path, resolved as the TextMate tokenizer does (each scope's rule overrides the outer ones). */
function styleOf(
  palette: ThemePalette,
  scopes: readonly string[],
): { color: number; fontStyle: number } {
  const defaults = palette.matcher.getDefaults();
  let color = defaults.foregroundId;
  let fontStyle = defaults.fontStyle;
  let path: ScopePath = null;
  for (const scope of scopes) {
    path = { parent: path, scopeName: scope } as ScopePath;
    const match = palette.matcher.match(path);
    if (match === null) continue;
    if (match.fontStyle !== FONT_STYLE_NOT_SET) fontStyle = match.fontStyle;
    if (match.foregroundId !== 0) color = match.foregroundId;
  }
  return { color, fontStyle };
}

/** The classes for a scope path: light colour, dark colour, light font style; the block's default colours need none. */
function classesOf(palettes: CodePalettes, scopes: readonly string[]): string {
  const light = styleOf(palettes.light, scopes);
  const dark = styleOf(palettes.dark, scopes);
  const out: string[] = [];
  if (light.color !== palettes.light.matcher.getDefaults().foregroundId)
    out.push(lightClass(light.color));
  if (dark.color !== palettes.dark.matcher.getDefaults().foregroundId)
    out.push(darkClass(dark.color));
  for (const [bit, cls] of FONT_STYLE_CLASSES)
    if (light.fontStyle > 0 && (light.fontStyle & bit) !== 0) out.push(cls);
  return out.join(' ');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Whitespace shows no colour; it joins its neighbour's span unless it is underlined or struck through. */
const invisible = (text: string, classes: string) =>
  /^\s*$/.test(text) && !/\bf[us]\b/.test(classes);

/**
 * One line's tokens as HTML: runs of text with the same classes share one `<span class>`, text in the
 * block's own colours is bare. Both themes' colours come from one tokenization.
 */
export function lineHtml(
  line: string,
  scoped: ScopedLine,
  palettes: CodePalettes,
  cache: TokenClassCache,
): string {
  const runs: Array<{ text: string; classes: string }> = [];
  for (const token of scoped.tokens) {
    const text = line.slice(token.startIndex, Math.min(token.endIndex, line.length));
    if (text === '') continue;
    const key = token.scopes.join(' ');
    let classes = cache.get(key);
    if (classes === undefined) {
      classes = classesOf(palettes, token.scopes);
      cache.set(key, classes);
    }
    const last = runs.at(-1);
    if (last && (last.classes === classes || invisible(text, classes))) last.text += text;
    else if (last && invisible(last.text, last.classes)) {
      last.text += text;
      last.classes = classes;
    } else runs.push({ text, classes });
  }
  return runs
    .map((r) =>
      r.classes === ''
        ? escapeText(r.text)
        : `<span class="${r.classes}">${escapeText(r.text)}</span>`,
    )
    .join('');
}

/** Text in the block's own colours (plain text, or a grammar that cannot run). */
export const plainLineHtml = escapeText;
