import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { createLineIndex, type Diagnostic } from '@quire/diagnostics';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, loadConfig, validateConfig } from '@quire/config';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const ROOT = '/virtual';
const FILES = [
  'index.mdx',
  'guides/quickstart.mdx',
  'guides/plain.md',
  'api/index.mdx',
  'fr/index.mdx',
];
const read = (fixture: string, file: string) => readFileSync(join(FIXTURES, fixture, file), 'utf8');
const BASES: Record<string, string>[] = [
  { 'docs.json': read('config-valid', 'docs.json') },
  {
    'docs.json': read('config-ref-merge', 'docs.json'),
    'base.json': read('config-ref-merge', 'base.json'),
    'nav/fr.json': read('config-ref-merge', 'nav/fr.json'),
    'nav/es.json': read('config-ref-merge', 'nav/es.json'),
    'nav/es-groups.json': read('config-ref-merge', 'nav/es-groups.json'),
    'redirects.json': read('config-ref-merge', 'redirects.json'),
  },
  { 'docs.json': read('nav-rules-duplicate-default', 'docs.json') },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const WRONG: Json[] = [
  null,
  true,
  0,
  -1.5,
  '',
  'fa-x',
  'x',
  [],
  [1, 'a'],
  {},
  { group: 'g' },
  { $ref: './nav/fr.json' },
  { $ref: 'docs.json' },
];

/** Every path to a value inside `value`, the root first. */
function paths(
  value: Json,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

function container(
  root: Json,
  path: (string | number)[],
): { parent: Record<string | number, Json>; key: string | number } | undefined {
  if (path.length === 0) return undefined;
  let node: Json = root;
  for (const seg of path.slice(0, -1)) node = (node as Record<string | number, Json>)[seg] ?? null;
  return {
    parent: node as Record<string | number, Json>,
    key: path[path.length - 1] as string | number,
  };
}

/** Applies one structural mutation to a parsed docs.json. */
function mutateValue(value: Json, kind: number, pick: number, wrong: number, depth: number): Json {
  const all = paths(value);
  const c = container(value, all[pick % all.length] ?? []);
  if (!c) return value;
  const { parent, key } = c;
  if (kind === 0) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (kind === 1 && !Array.isArray(parent) && typeof key === 'string') {
    const v = parent[key] as Json;
    delete parent[key];
    parent[key.length > 1 ? key.slice(0, -1) + key.slice(-1).toUpperCase() + 's' : `${key}x`] = v;
  } else if (kind === 2) {
    parent[key] = WRONG[wrong % WRONG.length] as Json;
  } else {
    let deep: Json = parent[key] as Json;
    for (let i = 0; i < depth; i++) deep = i % 2 ? [deep] : { pages: [deep], group: 'g' };
    parent[key] = deep;
  }
  return value;
}

const mutation = fc.record({
  base: fc.nat(BASES.length - 1),
  file: fc.nat(),
  kind: fc.nat(5),
  pick: fc.nat(),
  wrong: fc.nat(),
  depth: fc.integer({ min: 1, max: 260 }),
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
  text: fc.string({ maxLength: 3 }),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutatedRepository(m: Mutation): Record<string, string> {
  const repo = { ...(BASES[m.base] as Record<string, string>) };
  const names = Object.keys(repo);
  const file = names[m.file % names.length] as string;
  const text = repo[file] as string;
  const at = Math.floor(m.cut * text.length);
  if (m.kind === 4) repo[file] = text.slice(0, at);
  else if (m.kind === 5) repo[file] = text.slice(0, at) + m.text + text.slice(at + (m.pick % 3));
  else
    repo[file] = JSON.stringify(
      mutateValue(JSON.parse(text) as Json, m.kind, m.pick, m.wrong, m.depth),
      null,
      2,
    );
  return repo;
}

function expectWellPlaced(d: Diagnostic, texts: ReadonlyMap<string, string>): void {
  expect(d.code).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  expect(['error', 'warning', 'info']).toContain(d.severity);
  expect(d.message.length).toBeGreaterThan(0);
  if (d.file === undefined) return;
  const text = texts.get(d.file);
  expect(text, `${d.code} points into ${d.file}, which was not read`).toBeDefined();
  const index = createLineIndex(text ?? '');
  expect(d.line).toBeGreaterThanOrEqual(1);
  expect(d.line).toBeLessThanOrEqual(index.lineCount);
  expect(d.column).toBeGreaterThanOrEqual(1);
  const lineText = (text ?? '').split(/\r\n|\r|\n/)[(d.line ?? 1) - 1] ?? '';
  expect(d.column).toBeLessThanOrEqual(lineText.length + 1);
}

describe('validation never throws on mutated docs.json files', () => {
  it('truncated, keys deleted or misspelled, wrong types, deep nesting, stray characters', () => {
    const schemaValidator = createSchemaValidator();
    fc.assert(
      fc.property(mutation, (m) => {
        const repo = mutatedRepository(m);
        const loaded = loadConfig(ROOT, (p) => repo[p.slice(ROOT.length + 1)]);
        const diagnostics = validateConfig({ loaded, files: FILES, schemaValidator });
        for (const d of diagnostics) expectWellPlaced(d, loaded.texts);
      }),
      { numRuns: 3000, seed: 20240611 },
    );
  });
});
