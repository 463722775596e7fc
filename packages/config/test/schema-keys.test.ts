import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createSchemaValidator,
  KEYS_NOT_ACTED_ON,
  loadConfig,
  validateConfig,
} from '@quire/config';
import { configKeyPaths, schemaKeyPaths, type DocsSchema } from './schema-key-paths.js';
import { KEY_TESTS } from './schema-key-tests.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

const SCHEMA = JSON.parse(read('schemas/docs.schema.json')) as DocsSchema;
const KEYS = schemaKeyPaths(SCHEMA);

/** The entry of `KEYS_NOT_ACTED_ON` that covers a key: its own, or one of an enclosing key. */
const notActedOn = (key: string) =>
  KEYS_NOT_ACTED_ON.find((e) =>
    e.keys.some((k) => key === k || key.startsWith(`${k}.`) || key.startsWith(`${k}[]`)),
  );

/** The key's own name, as a docs.json or a test writes it (`"align":`, `align:`). */
const leafOf = (key: string) => key.replace(/\[\]/g, '').split('.').pop()!;
const writesKey = (text: string, key: string) =>
  new RegExp(`(^|["'\\s{,])${leafOf(key).replace(/[-$]/g, '\\$&')}["']?\\s*:`, 'm').test(text);

describe('every key of docs.schema.json is acted on, or warned about', () => {
  it('has a test showing its effect or a config/not-supported warning', () => {
    const unhandled = KEYS.filter((k) => !KEY_TESTS.has(k) && !notActedOn(k));
    expect(unhandled, 'keys with neither a test of their effect nor a warning').toEqual([]);
    console.log(
      `schema keys: ${KEYS.length}; with a test of their effect: ${KEYS.filter((k) => KEY_TESTS.has(k)).length}; ` +
        `warned as not supported: ${KEYS.filter((k) => notActedOn(k)).length}`,
    );
  });

  it('lists only keys the schema has, each in one place', () => {
    expect([...KEY_TESTS.keys()].filter((k) => !KEYS.includes(k))).toEqual([]);
    expect([...KEY_TESTS.keys()].filter((k) => notActedOn(k))).toEqual([]);
  });

  it.each([...KEY_TESTS])('%s: its test exists and sets the key', (key, { test, fixture }) => {
    expect(existsSync(join(REPO, test)), test).toBe(true);
    const source = read(test);
    if (fixture) {
      const folder = fixture.split('/').slice(0, -1).join('/');
      const name = folder.split('/').pop()!;
      // Named, or among the folders the test reads by prefix (`startsWith('nav-')`, `/^(config|nav-rules)-/`).
      const named =
        source.includes(folder) ||
        source.includes(`'${name}'`) ||
        source.includes(`startsWith('${name.split('-')[0]!}-')`) ||
        source.includes(`|${name.split('-').slice(0, 2).join('-')})-/`);
      expect(named, `${test} uses ${folder}`).toBe(true);
      // The key itself, where the schema has it (`directory` in `openapi` is not `tab.directory`).
      const set = configKeyPaths(SCHEMA, JSON.parse(read(fixture)));
      expect(set.has(key), `${fixture} sets ${key}`).toBe(true);
    } else expect(writesKey(source, key), `${test} sets ${key}`).toBe(true);
  });
});

describe('keys Quire does not act on (config/not-supported)', () => {
  const decisions = read('docs/reference/decisions.mdx');
  const schemaValidator = createSchemaValidator();
  const ROOT = '/virtual/docs';

  it.each(KEYS_NOT_ACTED_ON.map((e) => [e.keys.join(', '), e] as const))(
    '%s: a warning at the key, and a row on the decisions page',
    (_keys, entry) => {
      const text = JSON.stringify(
        { theme: 'mint', name: 'X', colors: { primary: '#000000' }, ...entry.example },
        null,
        2,
      );
      const loaded = loadConfig(ROOT, (p) => (p === join(ROOT, 'docs.json') ? text : undefined));
      const found = validateConfig({ loaded, files: ['index.mdx'], schemaValidator }).filter(
        (d) => d.code === 'config/not-supported',
      );
      expect(found).toHaveLength(1);
      const leaf = leafOf(entry.keys[0]!);
      // At the key itself: the line that writes it.
      expect(text.split('\n')[found[0]!.line! - 1]).toContain(`"${leaf}":`);
      expect(found[0]!.severity).toBe('warning');
      // The row names the key in code, on its own or as the end of its path (`integrations.onetrust`).
      const rows = decisions
        .split('\n')
        .filter((l) => l.includes(`\`${leaf}\``) || l.includes(`.${leaf}\``));
      expect(
        rows.filter((l) => l.includes('config/not-supported')),
        leaf,
      ).not.toEqual([]);
    },
  );
});
