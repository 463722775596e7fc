import { describe, expect, it } from 'vitest';
import {
  closestMatches,
  codeFrame,
  createDiagnostic,
  createLineIndex,
  didYouMean,
  formatCount,
  formatGithub,
  formatJson,
  formatPretty,
  formatSummary,
} from '@quire/diagnostics';

const source = '{\n  "name": "x",\n  "colours": {}\n}\n';
const d = createDiagnostic({
  code: 'config/unknown-key',
  severity: 'warning',
  message: 'Unknown key "colours".',
  hint: 'Did you mean "colors"?',
  at: { file: 'docs.json', line: 3, column: 3, endLine: 3, endColumn: 12 },
});

describe('line index', () => {
  it('maps offsets to 1-based lines and columns across \\n and \\r\\n', () => {
    const idx = createLineIndex('ab\r\ncd\nef');
    expect(idx.position(0)).toEqual({ line: 1, column: 1 });
    expect(idx.position(4)).toEqual({ line: 2, column: 1 });
    expect(idx.position(8)).toEqual({ line: 3, column: 2 });
    expect(idx.offset(3, 2)).toBe(8);
  });
});

describe('formatters', () => {
  it('prints place, severity, code, a code frame with a caret and the hint', () => {
    const out = formatPretty([d], { readSource: () => source });
    expect(out).toContain('docs.json:3:3 warning Unknown key "colours". [config/unknown-key]');
    expect(out).toContain('> 3 |   "colours": {}');
    expect(out).toContain('    |   ^^^^^^^^^');
    expect(out).toContain('hint: Did you mean "colors"?');
    expect(out).toContain('0 errors, 1 warning');
  });

  it('counts in the right number: 1 error, 2 errors, 0 warnings, 1 entry, 3 entries', () => {
    expect(formatCount(1, 'error')).toBe('1 error');
    expect(formatCount(2, 'error')).toBe('2 errors');
    expect(formatCount(0, 'warning')).toBe('0 warnings');
    expect([1, 3].map((n) => formatCount(n, 'entry', 'entries'))).toEqual(['1 entry', '3 entries']);
    expect(formatSummary([{ ...d, severity: 'error' as const }])).toBe('✖ 1 error, 0 warnings');
  });

  it('prints exactly one JSON object with counts', () => {
    const parsed = JSON.parse(formatJson([d, { ...d, severity: 'error' as const, line: 1 }]));
    expect(parsed.errors).toBe(1);
    expect(parsed.warnings).toBe(1);
    expect(parsed.diagnostics[0]).toMatchObject({
      code: 'config/unknown-key',
      severity: 'error',
      file: 'docs.json',
      line: 1,
      column: 3,
    });
  });

  it('prints GitHub workflow annotations with escaped properties', () => {
    const out = formatGithub([d], 'docs');
    expect(out).toBe(
      '::warning file=docs/docs.json,line=3,col=3,endLine=3,endColumn=12,title=config/unknown-key::Unknown key "colours".%0ADid you mean "colors"?\n',
    );
  });

  it('cuts very long lines around the column', () => {
    const long = 'x'.repeat(500) + 'ERR' + 'y'.repeat(500);
    const frame = codeFrame(long, 1, 501, 504, { maxWidth: 40 });
    expect(frame).toContain('ERR');
    expect(frame.split('\n')[0]!.length).toBeLessThan(60);
  });
});

describe('did you mean', () => {
  it('suggests close candidates and nothing for unrelated words', () => {
    expect(closestMatches('colours', ['colors', 'logo', 'fonts'])).toEqual(['colors']);
    expect(didYouMean('navigaton', ['navigation', 'name'])).toBe('Did you mean "navigation"?');
    expect(didYouMean('zzzzzz', ['navigation', 'name'])).toBeUndefined();
  });
});
