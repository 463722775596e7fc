import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@quire/config';

const ROOT = '/virtual/docs';

/** loadConfig over an in-memory repository: file (relative) → text. */
function load(files: Record<string, string>) {
  const byPath = new Map(Object.entries(files).map(([f, t]) => [join(ROOT, f), t]));
  return loadConfig(ROOT, (p) => byPath.get(p));
}

const codes = (l: ReturnType<typeof load>) =>
  l.diagnostics.map((d) => ({ code: d.code, file: d.file, line: d.line, column: d.column }));

describe('loadConfig: JSON syntax', () => {
  it.each([
    ['trailing comma', '{\n  "name": "x",\n}', 3, 1, /Trailing comma.*line 2, column 14/],
    [
      'missing closing brace',
      '{\n  "a": {\n    "b": 1\n  }\n',
      5,
      1,
      /Expected `}` to close the object that starts at line 1, column 1/,
    ],
    ['unterminated string', '{\n  "name": "abc\n}', 2, 11, /string is not closed/],
    ['missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3, /Expected `,` or `}`, found `"b"`/],
    ['missing comma in an array', '{"a": [1 2]}', 1, 10, /Expected `,` or `]`/],
    ['single quotes', "{'a': 1}", 1, 2, /double quotes/],
    ['comment', '{\n  // note\n  "a": 1\n}', 2, 3, /Comments are not allowed/],
    ['bad escape', '{"a": "C:\\docs"}', 1, 10, /Invalid escape `\\d`/],
    ['extra closing brace', '{"a": 1}}', 1, 9, /after the end of the JSON value/],
    ['empty file', '', 1, 1, /ends where a value was expected|empty/],
    ['misspelled literal', '{"a": tru}', 1, 7, /`tru`/],
    ['leading zero', '{"a": 01}', 1, 7, /leading zero/],
    ['control character', '{"a": "x\ty"}', 1, 9, /U\+0009/],
  ])(
    '%s is one config/json-syntax diagnostic at the place the parser stopped',
    (_name, text, line, column, message) => {
      const l = load({ 'docs.json': text });
      expect(l.value).toBeUndefined();
      expect(codes(l)).toEqual([{ code: 'config/json-syntax', file: 'docs.json', line, column }]);
      expect(l.diagnostics[0]?.message).toMatch(message);
      expect(l.diagnostics[0]?.hint).toBeTruthy();
    },
  );

  it('refuses absurd nesting with config/too-deep instead of overflowing the stack', () => {
    const l = load({ 'docs.json': '['.repeat(5000) + ']'.repeat(5000) });
    expect(codes(l)).toEqual([
      { code: 'config/too-deep', file: 'docs.json', line: 1, column: 201 },
    ]);
  });

  it('strips a byte order mark and keeps positions', () => {
    const l = load({ 'docs.json': '\uFEFF{\n  "name": "x"\n}' });
    expect(l.value).toEqual({ name: 'x' });
    expect(l.sources.locate('/name')).toMatchObject({ file: 'docs.json', line: 2, column: 11 });
  });

  it('reports a missing docs.json as config/not-found', () => {
    expect(codes(load({}))).toEqual([
      { code: 'config/not-found', file: undefined, line: undefined, column: undefined },
    ]);
  });

  it('warns about a repeated key and keeps the last value', () => {
    const l = load({ 'docs.json': '{\n  "name": "a",\n  "name": "b"\n}' });
    expect(l.value).toEqual({ name: 'b' });
    expect(codes(l)).toEqual([
      { code: 'config/duplicate-key', file: 'docs.json', line: 3, column: 3 },
    ]);
    expect(l.sources.locate('/name')).toMatchObject({ line: 3, column: 11 });
  });

  it('keeps "__proto__" as a plain key', () => {
    const l = load({ 'docs.json': '{"__proto__": {"polluted": true}}' });
    expect(Object.keys(l.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('loadConfig: positions', () => {
  const text =
    '{\n  "navigation": {\n    "tabs": [\n      { "tab": "A", "pages": ["x"] }\n    ]\n  }\n}';
  const l = load({ 'docs.json': text });

  it('locates values and keys by JSON pointer', () => {
    expect(l.sources.locate('/navigation/tabs/0/tab')).toMatchObject({
      file: 'docs.json',
      line: 4,
      column: 16,
      endColumn: 19,
    });
    expect(l.sources.locate('/navigation/tabs/0/tab', 'key')).toMatchObject({
      line: 4,
      column: 9,
      endColumn: 14,
    });
    expect(l.sources.locate('/navigation/tabs/0/pages/0')).toMatchObject({ line: 4, column: 31 });
    expect(l.sources.locate('')).toMatchObject({ line: 1, column: 1 });
  });

  it('falls back to the closest ancestor for a pointer that does not exist', () => {
    expect(l.sources.locate('/navigation/tabs/0/groups/3')).toMatchObject({ line: 4, column: 7 });
    expect(l.sources.span('/navigation/tabs/0/groups')).toBeUndefined();
  });

  it('escapes ~ and / in pointers', () => {
    const e = load({ 'docs.json': '{"a/b": {"c~d": 1}}' });
    expect(e.sources.locate('/a~1b/c~0d')).toMatchObject({ column: 17 });
  });
});

describe('loadConfig: $ref', () => {
  it('merges an included object under its siblings, siblings winning, with positions in each file', () => {
    const l = load({
      'docs.json': '{\n  "colors": { "$ref": "./config/colors.json", "dark": "#000000" }\n}',
      'config/colors.json': '{\n  "primary": "#111111",\n  "dark": "#222222"\n}',
    });
    expect(l.diagnostics).toEqual([]);
    expect(l.value).toEqual({ colors: { primary: '#111111', dark: '#000000' } });
    expect(l.sources.locate('/colors/primary')).toMatchObject({
      file: 'config/colors.json',
      line: 2,
      column: 14,
    });
    expect(l.sources.locate('/colors/dark')).toMatchObject({
      file: 'docs.json',
      line: 2,
      column: 55,
    });
    expect(l.sources.locate('/colors')).toMatchObject({ file: 'docs.json', line: 2, column: 13 });
    expect([...l.texts.keys()]).toEqual(['docs.json', 'config/colors.json']);
  });

  it('replaces the object with an included array, resolving nested refs relative to their own file', () => {
    const l = load({
      'docs.json': '{"redirects": {"$ref": "a/list.json"}}',
      'a/list.json': '[\n  {"$ref": "../b/one.json"},\n  {"source": "/y", "destination": "/z"}\n]',
      'b/one.json': '{"source": "/x", "destination": "/w"}',
    });
    expect(l.diagnostics).toEqual([]);
    expect(l.value).toEqual({
      redirects: [
        { source: '/x', destination: '/w' },
        { source: '/y', destination: '/z' },
      ],
    });
    expect(l.sources.locate('/redirects/0/source')).toMatchObject({
      file: 'b/one.json',
      column: 12,
    });
    expect(l.sources.locate('/redirects/1/source')).toMatchObject({ file: 'a/list.json', line: 3 });
    expect(l.sources.locate('/redirects', 'key')).toMatchObject({ file: 'docs.json', column: 2 });
    expect(l.sources.locate('/redirects', 'value')).toMatchObject({ file: 'a/list.json', line: 1 });
  });

  it('warns that siblings of a ref to an array are ignored', () => {
    const l = load({
      'docs.json': '{"redirects": {"$ref": "r.json", "extra": 1}}',
      'r.json': '[]',
    });
    expect(l.value).toEqual({ redirects: [] });
    expect(codes(l)).toEqual([
      { code: 'config/ref-siblings-ignored', file: 'docs.json', line: 1, column: 34 },
    ]);
  });

  it('reports a missing file at the $ref and drops the entry', () => {
    const l = load({
      'docs.json':
        '{\n  "languages": [\n    {"language": "en"},\n    {"$ref": "./fr.json"}\n  ]\n}',
    });
    expect(codes(l)).toEqual([
      { code: 'config/ref-not-found', file: 'docs.json', line: 4, column: 14 },
    ]);
    expect(l.value).toEqual({ languages: [{ language: 'en' }] });
  });

  it('reports invalid JSON inside an included file at the $ref, naming the place in that file', () => {
    const l = load({ 'docs.json': '{"a": {"$ref": "x.json"}}', 'x.json': '{\n  "b": 1,\n}' });
    expect(codes(l)).toEqual([
      { code: 'config/ref-invalid-json', file: 'docs.json', line: 1, column: 16 },
    ]);
    expect(l.diagnostics[0]?.message).toMatch(/"x\.json".*line 3, column 1: Trailing comma/);
  });

  it('reports a cycle with the chain of files', () => {
    const l = load({
      'docs.json': '{"a": {"$ref": "a.json"}}',
      'a.json': '{"b": {"$ref": "b.json"}}',
      'b.json': '{"c": {"$ref": "./a.json"}}',
    });
    expect(codes(l)).toEqual([{ code: 'config/ref-cycle', file: 'b.json', line: 1, column: 16 }]);
    expect(l.diagnostics[0]?.message).toContain('a.json → b.json → a.json');
  });

  it('reports a path that leaves the docs root, and a ref that is not a path', () => {
    const l = load({
      'docs.json':
        '{"a": {"$ref": "../outside.json"}, "b": {"$ref": 3}, "c": {"$ref": "https://x.y/z.json"}}',
    });
    expect(codes(l).map((d) => d.code)).toEqual([
      'config/ref-outside-root',
      'config/ref-invalid',
      'config/ref-invalid',
    ]);
    expect(l.value).toEqual({});
  });

  it('resolves a $ref at the root of docs.json', () => {
    const l = load({
      'docs.json': '{"$ref": "base.json", "name": "Mine"}',
      'base.json': '{"name": "Base", "theme": "mint"}',
    });
    expect(l.value).toEqual({ name: 'Mine', theme: 'mint' });
  });
});
