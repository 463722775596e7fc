import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appendPointer, loadConfig, loadMintConfig, validateProject } from '@quire/config';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const EVERY_KEY = join(FIXTURES, 'legacy-mint-every-key');
const ROOT = '/virtual/docs';

/** loadConfig over an in-memory repository: file (relative) → text. */
function load(files: Record<string, string>) {
  const byPath = new Map(Object.entries(files).map(([f, t]) => [join(ROOT, f), t]));
  return loadConfig(ROOT, (p) => byPath.get(p));
}

/** Every leaf of a JSON value with its pointer. */
function leaves(value: unknown, pointer = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, appendPointer(pointer, i)));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, appendPointer(pointer, k)));
  return [[pointer, value]];
}

/** Values the upgrade derives rather than copies, and the mint.json text each one points at. */
const DERIVED: Record<string, string> = {
  '/$schema': '"https://mintlify.com/schema.json"',
  '/theme': '"sidenav"',
  '/styling/eyebrows': '"breadcrumbs"',
  '/styling/codeblocks': '"auto"',
  '/navbar/links/1/type': '{',
  '/navbar/primary/type': '{',
  '/seo/indexing': 'true',
  '/api/playground/display': '"simple"',
  '/api/playground/proxy': 'true',
  '/api/examples/defaults': 'false',
};

describe('mint.json upgraded to docs.json', () => {
  const loaded = loadMintConfig(EVERY_KEY);
  const mint = readFileSync(join(EVERY_KEY, 'mint.json'), 'utf8');
  const lines = mint.split('\n');
  const textAt = (line = 1, column = 1) => lines[line - 1]?.slice(column - 1) ?? '';

  it('is the docs.json the reference writes, for every key its documentation lists', () => {
    const expected: unknown = JSON.parse(
      readFileSync(join(EVERY_KEY, 'expected-docs.json'), 'utf8'),
    );
    expect(loaded?.value).toEqual(expected);
    // Keys in the order the docs.json reference lists its settings, not in mint.json's.
    expect(Object.keys(loaded?.value as object)).toEqual(Object.keys(expected as object));
  });

  it('maps every part of the docs.json back to the mint.json text it came from', () => {
    const all = leaves(loaded?.value);
    expect(all.length).toBeGreaterThan(100);
    for (const [pointer, value] of all) {
      const at = loaded?.sources.locate(pointer);
      expect(at?.file, pointer).toBe('mint.json');
      const text = textAt(at?.line, at?.column);
      expect(
        text.startsWith(DERIVED[pointer] ?? JSON.stringify(value)),
        `${pointer}: ${text}`,
      ).toBe(true);
    }
  });

  it('reports each setting it could not carry over at its key in mint.json, and nothing else', () => {
    const dropped = loaded?.diagnostics.map((d) => {
      const name = /^"([^"]+)"/.exec(d.message)?.[1] ?? '';
      const key =
        name
          .split(/[.[\]]/)
          .filter(Boolean)
          .at(-1) ?? '';
      expect(d.code).toBe('config/legacy-setting-dropped');
      expect(textAt(d.line, d.column).startsWith(`"${key}"`), name).toBe(true);
      return name;
    });
    expect(dropped).toEqual([
      'mintlify',
      'sidebar',
      'topbar',
      'rounded',
      'feedback',
      'isWhiteLabeled',
      'colors.anchors',
      'topbarCtaButton.style',
      'topbarCtaButton.arrow',
      'anchors[1].color.to',
      'search.location',
      'api.maintainOrder',
      'api.auth.inputPrefix',
      'integrations.osano',
    ]);
  });

  it('gives a site with no problem but the legacy warnings, and the group `public` Quire does not act on', () => {
    const project = validateProject(EVERY_KEY);
    const codes = new Set(project.diagnostics.map((d) => d.code));
    expect([...codes].sort()).toEqual([
      'config/legacy-mint-json',
      'config/legacy-setting-dropped',
      'config/not-supported',
    ]);
    expect(
      project.diagnostics
        .filter((d) => d.code === 'config/not-supported')
        .map((d) => d.message.split(' has no effect')[0]),
    ).toEqual(['`public`']);
    expect(project.diagnostics.filter((d) => d.code === 'config/legacy-mint-json')).toHaveLength(1);
  });
});

describe('loadConfig with a mint.json', () => {
  const minimal = (extra: string) =>
    `{\n  "name": "Old",\n  "colors": { "primary": "#0D9373" },\n${extra}  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;

  it('reads docs.json when both are there, with no legacy warning', () => {
    const l = load({ 'docs.json': '{"name": "New"}', 'mint.json': minimal('') });
    expect((l.value as { name: string }).name).toBe('New');
    expect(l.diagnostics).toEqual([]);
  });

  it('upgrades mint.json alone in memory, with one warning that names quire upgrade', () => {
    const l = load({ 'mint.json': minimal('') });
    expect(l.value).toMatchObject({
      theme: 'mint',
      name: 'Old',
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    });
    expect(l.diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.column])).toEqual([
      ['config/legacy-mint-json', 'warning', 'mint.json', 1, 1],
    ]);
    expect(l.diagnostics[0]?.hint).toContain('quire upgrade');
    expect(l.texts.has('mint.json')).toBe(true);
  });

  it('reports a mint.json syntax error at its place in mint.json', () => {
    const l = load({ 'mint.json': minimal('  "rounded": "sharp"\n') });
    expect(l.value).toBeUndefined();
    expect(l.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['config/legacy-mint-json', 'mint.json', 1],
      ['config/json-syntax', 'mint.json', 5],
    ]);
  });

  it('keeps a docs.json-style navigation written in mint.json as it is', () => {
    const l = load({
      'mint.json': '{"name": "x", "navigation": {"groups": [{"group": "A", "pages": ["a"]}]}}',
    });
    expect((l.value as { navigation: unknown }).navigation).toEqual({
      groups: [{ group: 'A', pages: ['a'] }],
    });
  });

  it('reports a tab with no page under its url instead of dropping it silently', () => {
    const l = load({
      'mint.json': minimal('  "tabs": [{ "name": "Empty", "url": "nowhere" }],\n'),
    });
    const dropped = l.diagnostics.filter((d) => d.code === 'config/legacy-setting-dropped');
    expect(dropped.map((d) => [d.message.slice(0, 9), d.line, d.column])).toEqual([
      ['"tabs[0]"', 4, 12],
    ]);
  });
});
