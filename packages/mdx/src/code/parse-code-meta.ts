/** The options written after a fence's language: ```` ```ts title="a.ts" icon=js {1,3-5} lines wrap ````. */
export interface CodeMeta {
  readonly title?: string;
  readonly icon?: string;
  readonly highlight: readonly number[];
  readonly focus: readonly number[];
  readonly lines: boolean;
  readonly wrap: boolean;
  readonly expandable: boolean;
  readonly nocopy: boolean;
  readonly twoslash: boolean;
  /** Any other `key=value` (for example `placement` and `actions` on mermaid blocks). */
  readonly extra: Readonly<Record<string, string>>;
}

const FLAGS = new Set(['lines', 'wrap', 'expandable', 'nocopy', 'twoslash']);
/** One token: `key=value` (value quoted, braced or bare), a braced range list, a quoted string or a word. */
const TOKEN =
  /([A-Za-z][\w-]*)=("[^"]*"|'[^']*'|\{[^}]*\}|\S+)|(\{[^}]*\})|("[^"]*"|'[^']*')|(\S+)/g;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const flags: Record<string, boolean> = {};
  const extra: Record<string, string> = {};
  const titleWords: string[] = [];
  let title: string | undefined;
  let icon: string | undefined;
  let highlight: number[] = [];
  let focus: number[] = [];
  for (const m of (meta ?? '').matchAll(TOKEN)) {
    const [, key, rawValue, braces, quoted, word] = m;
    if (key !== undefined && rawValue !== undefined) {
      const value = unquote(rawValue);
      if (key === 'title' || key === 'filename') title = value;
      else if (key === 'icon') icon = value;
      else if (key === 'highlight') highlight = parseLineList(value);
      else if (key === 'focus') focus = parseLineList(value);
      else if (FLAGS.has(key)) flags[key] = value !== 'false';
      else extra[key] = value;
    } else if (braces !== undefined) highlight = parseLineList(unquote(braces));
    else if (quoted !== undefined) titleWords.push(unquote(quoted));
    else if (word !== undefined) {
      if (FLAGS.has(word)) flags[word] = true;
      else titleWords.push(word);
    }
  }
  if (title === undefined && titleWords.length > 0) title = titleWords.join(' ');
  return {
    ...(title !== undefined ? { title } : {}),
    ...(icon !== undefined ? { icon } : {}),
    highlight,
    focus,
    lines: flags.lines ?? false,
    wrap: flags.wrap ?? false,
    expandable: flags.expandable ?? false,
    nocopy: flags.nocopy ?? false,
    twoslash: flags.twoslash ?? false,
    extra,
  };
}

function unquote(value: string): string {
  const first = value[0];
  const last = value[value.length - 1];
  if (
    value.length >= 2 &&
    ((first === '"' && last === '"') ||
      (first === "'" && last === "'") ||
      (first === '{' && last === '}'))
  ) {
    return value.slice(1, -1);
  }
  return value;
}

/** `1,3-5` → `[1, 3, 4, 5]` (sorted, without repeats; ranges are capped at 10,000 lines). */
export function parseLineList(text: string): number[] {
  const out = new Set<number>();
  for (const part of text.split(/[\s,]+/)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Math.min(range[2] === undefined ? from : Number(range[2]), from + 10_000);
    for (let n = from; n <= to; n++) if (n > 0) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}
