import { splitLines } from 'shiki';
import type { CodePalettes } from './code-palette.js';
import {
  lineHtml,
  plainLineHtml,
  type LineTokenizer,
  type TokenClassCache,
} from './highlight-html.js';
import type { LineCache } from './line-cache.js';

/** Classes for some 1-based lines of a block (`highlighted`, `focused`, `diff`, `add`, `remove`). */
export type LineMarks = ReadonlyMap<number, readonly string[]>;

export interface RenderHighlightedOptions {
  readonly palettes: CodePalettes;
  readonly marks: LineMarks;
  readonly classCache: TokenClassCache;
  /** How long one line may take to tokenize, in milliseconds. */
  readonly timeLimit: number;
  /** Lines tokenized before (by any block of the build), reused when one starts in the same state. */
  readonly lineCache?: LineCache | undefined;
}

const MARKED_KINDS = ['highlighted', 'focused', 'diff'];

/**
 * A code block as `<pre class="shiki"><code>`, its lines separated by newlines, tokenized once by
 * `grammar` (none: plain text) and coloured for both themes by class. When some line has marks,
 * every line is a `<span class="line">` (with its marks); else lines are bare, and the code block
 * component wraps them when it needs to (`markLines`: line numbers, highlighted or focused lines).
 */
export function renderHighlighted<State>(
  code: string,
  grammar: LineTokenizer<State> | undefined,
  options: RenderHighlightedOptions,
): string {
  const { palettes, marks, classCache, timeLimit, lineCache } = options;
  const kinds = new Set([...marks.values()].flat());
  const wrapLines = kinds.size > 0;
  let state: State | null = null;
  const lines = splitLines(code).map(([line], i) => {
    let inner: string;
    const cached = grammar && line !== '' ? lineCache?.get(grammar, state, line) : undefined;
    if (cached) {
      inner = cached.html;
      state = cached.state as State;
    } else if (grammar === undefined || line === '') inner = plainLineHtml(line);
    else {
      const result = grammar.tokenizeLine(line, state, timeLimit);
      inner = lineHtml(line, result, palettes, classCache);
      // A line cut short by the time limit is not kept: the next time it may finish.
      if (!result.stoppedEarly)
        lineCache?.set(grammar, state, line, { html: inner, state: result.ruleStack });
      state = result.ruleStack;
    }
    if (!wrapLines) return inner;
    const lineMarks = marks.get(i + 1);
    return `<span class="${lineMarks?.length ? ['line', ...lineMarks].join(' ') : 'line'}">${inner}</span>`;
  });
  const preClass = [
    'shiki',
    ...MARKED_KINDS.filter((k) => kinds.has(k)).map((k) => `has-${k}`),
  ].join(' ');
  return `<pre class="${preClass}" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}
