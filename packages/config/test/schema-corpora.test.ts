import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, validateAgainstSchema } from '@quire/config';
import { inlineRefs } from './schema-test-helpers.js';

const CORPORA = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
const corpora = existsSync(CORPORA)
  ? readdirSync(CORPORA).filter((d) => existsSync(join(CORPORA, d, 'docs.json')))
  : [];

describe.skipIf(corpora.length === 0)('the real docs.json files of the corpora', () => {
  const validator = createSchemaValidator();

  it.each(corpora)('%s: no schema errors', (name) => {
    const dir = join(CORPORA, name);
    const value = inlineRefs(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')), dir);
    // Positions are not under test here (the loader provides them); every diagnostic lands on the file.
    const ds = validateAgainstSchema(
      value,
      () => ({ file: 'docs.json', line: 1, column: 1 }),
      validator,
    );
    for (const d of ds) console.log(`${name}: ${d.severity} ${d.code}: ${d.message}`);
    expect(ds.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('include the corpora the acceptance tests rely on', () => {
    expect(corpora).toEqual(
      expect.arrayContaining(['mintlify-docs', 'prefect', 'trigger-dev', 'stagehand']),
    );
  });
});
