/** Maps string offsets to 1-based line and column (columns count UTF-16 code units, like editors). */
export interface LineIndex {
  position(offset: number): { line: number; column: number };
  offset(line: number, column: number): number;
  readonly lineCount: number;
}

export function createLineIndex(text: string): LineIndex {
  // The index keeps the line starts and the length, not the text: a page's index lives as long as its
  // frontmatter's `locate`, to the end of a build, and would keep the whole page with it.
  const length = text.length;
  const starts: number[] = [0];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) starts.push(i + 1);
    else if (ch === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return {
    lineCount: starts.length,
    position(offset) {
      const clamped = Math.max(0, Math.min(offset, length));
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= clamped) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: clamped - (starts[lo] ?? 0) + 1 };
    },
    offset(line, column) {
      const start = starts[Math.max(0, Math.min(line - 1, starts.length - 1))] ?? 0;
      return Math.min(length, start + Math.max(0, column - 1));
    },
  };
}
