import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { formatPretty, type Diagnostic } from '@quire/diagnostics';

export interface PrintDiagnosticsOptions {
  readonly root: string;
  readonly cwd: string;
  /** Texts already in memory (docs.json and its includes), by path relative to the root. */
  readonly texts?: ReadonlyMap<string, string>;
  readonly color: boolean;
  readonly summary?: boolean;
}

/**
 * The pretty report with paths relative to the current folder (so terminals can open them)
 * and code frames read from the texts given or from the files.
 */
export function prettyDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: PrintDiagnosticsOptions,
): string {
  const shown = new Map<string, string>();
  const local = diagnostics.map((d) => {
    if (d.file === undefined) return d;
    const path = relative(options.cwd, resolve(options.root, d.file)).split('\\').join('/');
    shown.set(path, d.file);
    return { ...d, file: path };
  });
  // Each file read once, however many of its problems are shown.
  const read = new Map<string, string | undefined>();
  const readSource = (file: string): string | undefined => {
    const original = shown.get(file) ?? file;
    const known = options.texts?.get(original);
    if (known !== undefined) return known;
    if (read.has(original)) return read.get(original);
    let text: string | undefined;
    try {
      text = readFileSync(resolve(options.root, original), 'utf8');
    } catch {
      text = undefined;
    }
    read.set(original, text);
    return text;
  };
  return formatPretty(local, {
    color: options.color,
    summary: options.summary ?? true,
    readSource,
  });
}

/** Colour on a terminal unless NO_COLOR is set. */
export function useColor(
  stream: { readonly isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  return Boolean(stream.isTTY) && !env.NO_COLOR;
}
