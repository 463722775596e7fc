/** One command of a pipeline: its name and its words, quotes removed. */
export interface ShellCommand {
  readonly name: string;
  readonly args: readonly string[];
}

/** Commands joined by `|`: each one's output is the next one's input. */
export type Pipeline = readonly ShellCommand[];

export type ParsedShell =
  | { readonly kind: 'ok'; readonly pipelines: readonly Pipeline[] }
  | { readonly kind: 'problem'; readonly message: string };

type Token = { readonly word: string } | { readonly op: '|' | ';' };

/** Splits a command line into words and operators, as a POSIX shell quotes: '…', "…" and `\`. */
function tokenize(line: string): Token[] | string {
  const tokens: Token[] = [];
  let word = '';
  let inWord = false;
  const end = () => {
    if (inWord) tokens.push({ word });
    word = '';
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'" || ch === '"') {
      const close = line.indexOf(ch, i + 1);
      if (close < 0) return `the quote ${ch} at character ${i + 1} is never closed`;
      const inner = line.slice(i + 1, close);
      word += ch === '"' ? inner.replace(/\\(["\\$`])/g, '$1') : inner;
      inWord = true;
      i = close;
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (ch === '|' && line[i + 1] !== '|') {
      end();
      tokens.push({ op: '|' });
    } else if (ch === ';' || ch === '\n' || (ch === '&' && line[i + 1] === '&')) {
      end();
      tokens.push({ op: ';' });
      if (ch === '&') i++;
    } else if (ch === '>' || ch === '<') {
      return `redirection (${ch}) is not available: the docs filesystem is read-only and has no other files`;
    } else if (/\s/.test(ch)) end();
    else {
      word += ch;
      inWord = true;
    }
  }
  end();
  return tokens;
}

/**
 * Reads a command line of the docs filesystem tool: commands separated by `;`, `&&` or new lines,
 * each a pipeline of commands joined by `|`. No variables, globbing by the shell, redirection or
 * subshells: every word is passed as written.
 */
export function parseShell(line: string): ParsedShell {
  const tokens = tokenize(line);
  if (typeof tokens === 'string') return { kind: 'problem', message: tokens };
  const pipelines: ShellCommand[][] = [];
  let pipeline: ShellCommand[] = [];
  let words: string[] = [];
  const close = (op: '|' | ';' | 'end'): string | undefined => {
    const [name, ...args] = words;
    words = [];
    if (name === undefined) {
      if (op === '|' || pipeline.length > 0) return 'a | has no command on one of its sides';
      return undefined;
    }
    pipeline.push({ name, args });
    if (op !== '|') {
      pipelines.push(pipeline);
      pipeline = [];
    }
    return undefined;
  };
  for (const token of tokens) {
    if ('word' in token) {
      words.push(token.word);
      continue;
    }
    const problem = close(token.op);
    if (problem) return { kind: 'problem', message: problem };
  }
  const problem = close('end');
  if (problem) return { kind: 'problem', message: problem };
  if (pipelines.length === 0) return { kind: 'problem', message: 'the command is empty' };
  return { kind: 'ok', pipelines };
}
