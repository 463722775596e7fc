import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, validateProject } from '@quire/config';

const schemaValidator = createSchemaValidator();

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

interface Expected {
  readonly code: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

const cases = readdirSync(FIXTURES)
  .filter(
    (name) =>
      /^(config|nav-rules)-/.test(name) && existsSync(join(FIXTURES, name, 'expected.json')),
  )
  .sort();

const key = (d: Expected) =>
  `${d.file ?? ''}:${String(d.line ?? 0).padStart(5, '0')}:${String(d.column ?? 0).padStart(5, '0')}:${d.code}`;

describe('config and navigation rule fixtures', () => {
  it('has a fixture for every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s', (name) => {
    const expected = JSON.parse(
      readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8'),
    ) as Expected[];
    const result = validateProject(join(FIXTURES, name), { schemaValidator });
    const actual = result.diagnostics.map((d) => ({
      code: d.code,
      file: d.file,
      line: d.line,
      column: d.column,
    }));
    expect(actual.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...expected].sort((a, b) => key(a).localeCompare(key(b))),
    );
    for (const d of result.diagnostics) {
      expect(d.message.length).toBeGreaterThan(10);
      expect(d.hint ?? '').not.toBe('');
    }
  });
});
