const SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** One row as a sentence that names its columns: `Name = limit; Type = integer; Default = 10.` (no colon: the answerer splits sentences there) */
function rowSentence(header: readonly string[], line: string): string {
  const cells = cellsOf(line);
  const parts = cells
    .map((cell, i) => (cell === '' ? '' : header[i] ? `${header[i]} = ${cell}` : cell))
    .filter((p) => p !== '');
  const text = parts.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Markdown tables rewritten as one line per row, each cell with its column's header, so that a
 * row quoted alone still says what its values are (plain text would run the cells together).
 */
export function tableRowsAsText(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (!line.includes('|') || next === undefined || !SEPARATOR.test(next)) {
      out.push(line);
      continue;
    }
    const header = cellsOf(line);
    i += 2;
    for (; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim() !== ''; i++)
      out.push(rowSentence(header, lines[i]!));
    i -= 1;
  }
  return out.join('\n');
}
