import { codeFrame } from './code-frame.js';
import { countDiagnostics, sortDiagnostics, type Diagnostic } from './diagnostic.js';
import { formatCount } from './format-count.js';

export type OutputFormat = 'pretty' | 'json' | 'github';

export interface PrettyOptions {
  /** Returns the text of a file (relative to the docs root) for the code frame. */
  readonly readSource?: (file: string) => string | undefined;
  readonly color?: boolean;
  /** Print a summary line at the end. */
  readonly summary?: boolean;
}

const paint = (code: number, close: number) => (s: string, on: boolean) =>
  on ? `\u001b[${code}m${s}\u001b[${close}m` : s;
const bold = paint(1, 22);
const red = paint(31, 39);
const yellow = paint(33, 39);
const cyan = paint(36, 39);
const dim = paint(2, 22);

function place(d: Diagnostic): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/** Human-readable report: place, severity, code, message, code frame, hint; then a summary. */
export function formatPretty(
  diagnostics: readonly Diagnostic[],
  options: PrettyOptions = {},
): string {
  const color = options.color ?? false;
  const blocks: string[] = [];
  for (const d of sortDiagnostics(diagnostics)) {
    const sev =
      d.severity === 'error'
        ? red(bold('error', color), color)
        : d.severity === 'warning'
          ? yellow(bold('warning', color), color)
          : cyan(bold('info', color), color);
    const where = place(d);
    const lines = [
      `${where ? `${bold(where, color)} ` : ''}${sev} ${d.message} ${dim(`[${d.code}]`, color)}`,
    ];
    const text = d.file && d.line !== undefined ? options.readSource?.(d.file) : undefined;
    if (text !== undefined && d.line !== undefined) {
      const endColumn = d.endLine === undefined || d.endLine === d.line ? d.endColumn : undefined;
      lines.push(codeFrame(text, d.line, d.column ?? 1, endColumn, { color }));
    }
    if (d.hint) lines.push(`  ${cyan('hint:', color)} ${d.hint}`);
    blocks.push(lines.join('\n'));
  }
  if (options.summary !== false) blocks.push(formatSummary(diagnostics, color));
  return blocks.join('\n\n') + '\n';
}

export function formatSummary(diagnostics: readonly Diagnostic[], color = false): string {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const text = `${formatCount(errors, 'error')}, ${formatCount(warnings, 'warning')}`;
  if (errors > 0) return red(bold(`✖ ${text}`, color), color);
  if (warnings > 0) return yellow(bold(`⚠ ${text}`, color), color);
  return bold(`✔ ${text}`, color);
}

/** The JSON report: `{"diagnostics": [...], "errors": N, "warnings": N}` with a trailing newline. */
export function formatJson(diagnostics: readonly Diagnostic[]): string {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const list = sortDiagnostics(diagnostics).map((d) => {
    const o: Record<string, unknown> = { code: d.code, severity: d.severity, message: d.message };
    if (d.file !== undefined) o.file = d.file;
    if (d.line !== undefined) o.line = d.line;
    if (d.column !== undefined) o.column = d.column;
    if (d.endLine !== undefined) o.endLine = d.endLine;
    if (d.endColumn !== undefined) o.endColumn = d.endColumn;
    if (d.hint !== undefined) o.hint = d.hint;
    return o;
  });
  return JSON.stringify({ diagnostics: list, errors, warnings }, null, 2) + '\n';
}

const escapeData = (s: string) =>
  s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), so that
 * problems show on the changed lines of a pull request. `pathPrefix` is the docs root
 * relative to the repository root, prepended to each file.
 */
export function formatGithub(diagnostics: readonly Diagnostic[], pathPrefix = ''): string {
  const out: string[] = [];
  for (const d of sortDiagnostics(diagnostics)) {
    const kind = d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'notice';
    const props: string[] = [];
    if (d.file)
      props.push(
        `file=${escapeProperty(pathPrefix ? `${pathPrefix.replace(/\/$/, '')}/${d.file}` : d.file)}`,
      );
    if (d.line !== undefined) props.push(`line=${d.line}`);
    if (d.column !== undefined) props.push(`col=${d.column}`);
    if (d.endLine !== undefined) props.push(`endLine=${d.endLine}`);
    if (d.endColumn !== undefined && (d.endLine === undefined || d.endLine === d.line))
      props.push(`endColumn=${d.endColumn}`);
    props.push(`title=${escapeProperty(d.code)}`);
    const body = d.hint ? `${d.message}\n${d.hint}` : d.message;
    out.push(`::${kind} ${props.join(',')}::${escapeData(body)}`);
  }
  return out.length ? out.join('\n') + '\n' : '';
}
