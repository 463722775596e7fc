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
import { KEY_TESTS } from './schema-key-tests.js';
import { KEYS_NOT_YET_AUDITED } from './schema-keys-not-yet-audited.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

interface SchemaNode {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode | readonly SchemaNode[];
  readonly additionalProperties?: SchemaNode | boolean;
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
  readonly if?: SchemaNode;
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
}

/**
 * Every key the schema defines, as a path: `background.decoration`, `navbar.links[].href`; a key of
 * a definition that is used in more than one place is named after the definition (`tab.align`,
 * `group.expanded`), once, however deep the navigation nests it.
 */
function schemaKeyPaths(schema: SchemaNode & { definitions: Record<string, SchemaNode> }) {
  const text = JSON.stringify(schema);
  const uses = (name: string) => text.split(`"#/definitions/${name}"`).length - 1;
  const seen = new Set<string>();
  const paths: string[] = [];
  const walk = (node: SchemaNode | undefined, path: string): void => {
    if (!node || typeof node !== 'object') return;
    if (node.$ref) {
      const name = node.$ref.split('/').pop()!;
      if (seen.has(name)) return;
      seen.add(name);
      walk(schema.definitions[name], uses(name) > 1 ? name : path);
      return;
    }
    for (const sub of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(sub, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const p = path ? `${path}.${key}` : key;
      if (!paths.includes(p)) paths.push(p);
      walk(child, p);
    }
    if (node.items && !Array.isArray(node.items)) walk(node.items as SchemaNode, `${path}[]`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`);
    for (const branch of [node.if, node.then, node.else]) walk(branch, path);
  };
  walk(schema, '');
  return paths.filter((p) => p !== '$schema');
}

const KEYS = schemaKeyPaths(
  JSON.parse(read('schemas/docs.schema.json')) as SchemaNode & {
    definitions: Record<string, SchemaNode>;
  },
);

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
  it('has a test showing its effect, a config/not-supported warning, or is on the list still to audit', () => {
    const unhandled = KEYS.filter(
      (k) => !KEY_TESTS.has(k) && !notActedOn(k) && !KEYS_NOT_YET_AUDITED.includes(k),
    );
    expect(unhandled, 'keys with neither a test of their effect nor a warning').toEqual([]);
    console.log(
      `schema keys: ${KEYS.length}; with a test of their effect: ${KEYS.filter((k) => KEY_TESTS.has(k)).length}; ` +
        `warned as not supported: ${KEYS.filter((k) => notActedOn(k)).length}; not yet audited: ${KEYS_NOT_YET_AUDITED.length}`,
    );
  });

  it('lists only keys the schema has, each in one place', () => {
    const listed = [...KEY_TESTS.keys(), ...KEYS_NOT_YET_AUDITED];
    expect(listed.filter((k) => !KEYS.includes(k))).toEqual([]);
    expect(KEYS_NOT_YET_AUDITED.filter((k) => KEY_TESTS.has(k) || notActedOn(k))).toEqual([]);
    expect([...KEY_TESTS.keys()].filter((k) => notActedOn(k))).toEqual([]);
  });

  it.each([...KEY_TESTS])('%s: its test exists and sets the key', (key, { test, fixture }) => {
    expect(existsSync(join(REPO, test)), test).toBe(true);
    const source = read(test);
    if (fixture) {
      const folder = fixture.split('/').slice(0, -1).join('/');
      const named = source.includes(folder) || source.includes(`'${folder.split('/').pop()!}'`);
      expect(named, `${test} uses ${folder}`).toBe(true);
      expect(writesKey(read(fixture), key), `${fixture} sets ${key}`).toBe(true);
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
