import { describe, expect, it } from 'vitest';
import { progressLog } from '../src/progress-log.js';

describe('build progress in a log', () => {
  it('writes a line when the interval has passed, and none for the last page', () => {
    let clock = 0;
    const lines: string[] = [];
    const report = progressLog(
      (line) => lines.push(line),
      () => clock,
      5000,
    );
    report(1, 10);
    clock = 4999;
    report(2, 10);
    clock = 5000;
    report(3, 10);
    clock = 7000;
    report(4, 10);
    clock = 10_000;
    report(5, 10);
    clock = 60_000;
    report(10, 10);
    expect(lines).toEqual(['  rendered 3/10 pages\n', '  rendered 5/10 pages\n']);
  });
});
