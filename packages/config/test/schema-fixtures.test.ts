import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, validateAgainstSchema, validateProject } from '@quire/config';
import { locatorFor } from './schema-test-helpers.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const cases = readdirSync(FIXTURES).filter((name) => name.startsWith('schema-'));

describe('schema fixtures: fixtures/schema-*/docs.json gives expected.json', () => {
  const validator = createSchemaValidator();

  it('has the fixtures', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('%s', (name) => {
    const text = readFileSync(join(FIXTURES, name, 'docs.json'), 'utf8');
    const expected: unknown = JSON.parse(
      readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8'),
    );
    const ds = validateAgainstSchema(JSON.parse(text), locatorFor(text), validator);
    expect(ds.map((d) => ({ code: d.code, line: d.line, column: d.column }))).toEqual(expected);
    for (const d of ds) {
      expect(d.file).toBe('docs.json');
      expect(d.hint).toBeTruthy();
    }
  });

  it.each(cases)('%s: the whole validation reports the same, and nothing else', (name) => {
    const expected: unknown = JSON.parse(
      readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8'),
    );
    const { diagnostics } = validateProject(join(FIXTURES, name));
    expect(diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column }))).toEqual(
      expected,
    );
  });
});
