import { join } from 'node:path';
import { sortDiagnostics } from '@quire/diagnostics';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, loadConfig, validateConfig } from '@quire/config';

const ROOT = '/virtual/docs';
const schemaValidator = createSchemaValidator();

function validate(files: Record<string, string>, pages: string[] = ['index.mdx']) {
  const byPath = new Map(Object.entries(files).map(([f, t]) => [join(ROOT, f), t]));
  const loaded = loadConfig(ROOT, (p) => byPath.get(p));
  return sortDiagnostics(validateConfig({ loaded, files: pages, schemaValidator })).map(
    (d) => `${d.code} ${d.file}:${d.line}:${d.column}`,
  );
}

const HEAD = '"theme": "mint", "name": "X", "colors": { "primary": "#000000" }';

describe('validateConfig', () => {
  it('reports nothing more than the broken $ref when it leaves out a required key', () => {
    expect(
      validate({
        'docs.json':
          '{\n  "theme": "mint",\n  "colors": { "primary": "#000000" },\n  "navigation": { "$ref": "nav.json" }\n}',
      }),
    ).toEqual(['config/missing-key docs.json:1:1', 'config/ref-not-found docs.json:4:27']);
  });

  it('does not report an array emptied by a broken $ref, but still reports problems in its other entries', () => {
    const docs = `{ ${HEAD},\n  "navigation": { "languages": [\n    { "$ref": "fr.json" },\n    { "language": "xx", "pages": ["index"] }\n  ] }\n}`;
    expect(validate({ 'docs.json': docs })).toEqual([
      'config/ref-not-found docs.json:3:15',
      'nav/invalid-language docs.json:4:19',
    ]);
  });

  it('places schema problems inside an included file in that file', () => {
    const docs = `{ ${HEAD},\n  "navigation": { "$ref": "nav.json" }\n}`;
    const nav =
      '{\n  "groups": [\n    { "group": "A", "pages": ["index"], "expandd": true }\n  ]\n}';
    expect(validate({ 'docs.json': docs, 'nav.json': nav })).toEqual([
      'config/unknown-key nav.json:3:41',
    ]);
  });

  it('reports a rule once where the schema reports the same place', () => {
    const docs = `{ "theme": "mint", "name": "X", "colors": { "primary": "teal" }, "navigation": { "pages": ["index"] } }`;
    expect(validate({ 'docs.json': docs })).toEqual(['config/invalid-color docs.json:1:56']);
  });

  it('runs only the loading diagnostics when docs.json is not valid JSON', () => {
    expect(validate({ 'docs.json': '{ "theme": ' })).toEqual(['config/json-syntax docs.json:1:12']);
  });

  it('runs the schema but not the rules when docs.json is not an object', () => {
    expect(validate({ 'docs.json': '[]' }).map((d) => d.split(' ')[0])).toEqual([
      'config/invalid-type',
    ]);
  });

  it('names the key and what is expected in rule messages (issue 21.5)', () => {
    const docs = `{ "theme": "mint", "name": "X", "colors": { "primary": "blue" }, "navigation": { "languages": [{ "language": "xx", "pages": ["index"] }] } }`;
    const loaded = loadConfig(ROOT, (p) => (p === join(ROOT, 'docs.json') ? docs : undefined));
    const messages = validateConfig({ loaded, files: ['index.mdx'], schemaValidator }).map(
      (d) => d.message,
    );
    expect(messages).toContain(
      '"colors.primary" is not a hex color: found "blue", expected a # and 3 or 6 hex digits.',
    );
    expect(messages).toContain(
      '"navigation.languages[0].language" is "xx", which is not a supported language code.',
    );
  });

  it('accepts the language code ua of the service description (issue 21.6)', () => {
    expect(
      validate({
        'docs.json': `{ ${HEAD}, "navigation": { "languages": [{ "language": "ua", "pages": ["index"] }] } }`,
      }),
    ).toEqual([]);
  });

  it('checks the navigation details of the service description (issue 21.6)', () => {
    const nav = `"global": { "anchors": [{ "anchor": "Blog" }] }, "tabs": [{ "tab": "A", "menu": [
      { "item": "M", "description": "Shown under the label", "tabs": [{ "tab": "T", "pages": ["index"] }] },
      { "item": "N", "groups": [{ "group": "G", "pages": ["index"] }, { "group": "Empty", "pages": [] }, { "group": "Generated", "openapi": "a.json" }] }
    ] }]`;
    const docs = `{ "theme": "mint", "name": "X", "colors": { "primary": "#000000" },\n  "api": { "playground": { "display": "auth" } },\n  "navigation": { ${nav} } }`;
    expect(validate({ 'docs.json': docs })).toEqual([
      'auth/playground-without-auth docs.json:2:39',
      'nav/global-without-href docs.json:3:43',
      'config/misplaced-element docs.json:4:62',
      'nav/empty-group docs.json:5:91',
    ]);
  });

  it('warns where a page entry names the docs root itself, read as the home page (issue 33.5)', () => {
    const docs = `{ ${HEAD},\n  "navigation": { "pages": ["index", "./",\n    "/"] } }`;
    expect(validate({ 'docs.json': docs })).toEqual([
      'nav/page-names-root docs.json:2:38',
      'nav/page-names-root docs.json:3:5',
    ]);
  });
});
