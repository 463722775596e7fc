import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@quire/diagnostics';
import { createSchemaValidator, validateAgainstSchema } from '@quire/config';
import { locatorFor, positionOf } from './schema-test-helpers.js';

const validator = createSchemaValidator();

/** Validates a docs.json text with positions from jsonc-parser. */
function check(text: string): Diagnostic[] {
  return validateAgainstSchema(JSON.parse(text), locatorFor(text), validator);
}

/** A valid config with `extra` added at the top level and `navigation` replaced. */
function config(extra: string, navigation = '"navigation": { "pages": ["index"] }'): string {
  return `{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  ${navigation}${extra ? `,\n  ${extra}` : ''}\n}\n`;
}

/** Code, severity and place of each diagnostic. */
const placed = (ds: readonly Diagnostic[]) =>
  ds.map((d) => ({ code: d.code, severity: d.severity, line: d.line, column: d.column }));

/** The expected entry for a diagnostic at the `nth` occurrence of `needle` in `text`. */
function at(text: string, code: string, needle: string, nth = 0) {
  return {
    code,
    severity: code === 'config/unknown-key' ? 'warning' : 'error',
    ...positionOf(text, needle, nth),
  };
}

describe('validateAgainstSchema', () => {
  it('accepts a minimal valid config', () => {
    expect(check(config(''))).toEqual([]);
  });

  it('reports a misspelled top-level key as one warning at the key, with "did you mean"', () => {
    const text = config('"descripton": "Docs"');
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/unknown-key', '"descripton"')]);
    expect(ds[0]?.line).toBe(6);
    expect(ds[0]?.column).toBe(3);
    expect(ds[0]?.file).toBe('docs.json');
    expect(ds[0]?.message).toBe('docs.json has unknown key "descripton".');
    expect(ds[0]?.hint).toBe('Did you mean "description"? Unknown keys are ignored.');
  });

  it('points mint.json keys to where docs.json keeps them', () => {
    const ds = check(config('"topbarCtaButton": { "name": "Sign up", "url": "https://x.dev" }'));
    expect(ds.map((d) => d.code)).toEqual(['config/unknown-key']);
    expect(ds[0]?.hint).toMatch(/"navbar\.primary"/);
  });

  it('names the navigation element that has a misspelled key', () => {
    const text = config(
      '',
      '"navigation": {\n    "tabs": [\n      { "tab": "API", "grups": [] }\n    ]\n  }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/unknown-key', '"grups"')]);
    expect(ds[0]?.message).toBe('Navigation tab "API" has unknown key "grups".');
    expect(ds[0]?.hint).toBe(
      'Did you mean "groups"? Unknown keys are ignored. (navigation.tabs[0].grups)',
    );
  });

  it('reports a value of the wrong type once, saying what was found and what is expected', () => {
    const text =
      '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": "#0D9373",\n  "navigation": { "pages": ["index"] }\n}';
    const ds = check(text);
    expect(placed(ds)).toEqual([
      { code: 'config/invalid-type', severity: 'error', line: 4, column: 13 },
    ]);
    expect(ds[0]?.message).toBe('"colors" is a string ("#0D9373"); expected an object.');
  });

  it('reports a number in pages as one error naming the group, not one per union branch', () => {
    const text = config(
      '',
      '"navigation": { "groups": [{ "group": "Start", "pages": ["index", 42] }] }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/invalid-type', '42')]);
    expect(ds[0]?.message).toBe(
      '"pages[1]" of group "Start" is a number (42); expected a page path or a group object (with a "group" key).',
    );
  });

  it('reports a bad enum value with the closest allowed value', () => {
    const text = config('"appearance": { "default": "drak" }');
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/invalid-enum', '"drak"')]);
    expect(ds[0]?.message).toBe(
      '"appearance.default" is "drak"; expected one of "system", "light" or "dark".',
    );
    expect(ds[0]?.hint).toBe('Did you mean "dark"?');
  });

  it('suggests the theme closest to an unknown one', () => {
    const text = config('').replace('"mint"', '"mapel"');
    const ds = check(text);
    expect(placed(ds)).toEqual([
      { code: 'config/invalid-enum', severity: 'error', line: 2, column: 12 },
    ]);
    expect(ds[0]?.message).toMatch(
      /^"theme" is "mapel"; expected one of "mint", "maple", .* or "sequoia"\.$/,
    );
    expect(ds[0]?.hint).toBe('Did you mean "maple"?');
  });

  it('accepts a bare Shiki theme for code blocks, and suggests one for a typo', () => {
    expect(check(config('"styling": { "codeblocks": "dracula" }'))).toEqual([]);
    const ds = check(config('"styling": { "codeblocks": "dracla" }'));
    expect(ds.map((d) => d.code)).toEqual(['config/invalid-enum']);
    expect(ds[0]?.hint).toMatch(/^Did you mean "dracula"\?/);
  });

  it('reports a missing colors.primary at the colors key', () => {
    const text =
      '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "light": "#ffffff" },\n  "navigation": { "pages": ["index"] }\n}';
    const ds = check(text);
    expect(placed(ds)).toEqual([
      { code: 'config/missing-key', severity: 'error', line: 4, column: 3 },
    ]);
    expect(ds[0]?.message).toBe('"colors" is missing the required key "primary".');
    expect(ds[0]?.hint).toMatch(/^Add "primary": The primary color/);
  });

  it('reports a missing top-level key with its allowed values', () => {
    const ds = check(
      '{\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  "navigation": { "pages": ["index"] }\n}',
    );
    expect(placed(ds)).toEqual([
      { code: 'config/missing-key', severity: 'error', line: 1, column: 1 },
    ]);
    expect(ds[0]?.message).toBe('docs.json is missing the required key "theme".');
    expect(ds[0]?.hint).toMatch(/^Add "theme" \(one of "mint", "maple", /);
  });

  it('reports mint.json-style navigation (an array) once, with the migration', () => {
    const text = config('', '"navigation": [\n    { "group": "Start", "pages": ["index"] }\n  ]');
    const ds = check(text);
    expect(placed(ds)).toEqual([
      { code: 'config/invalid-type', severity: 'error', line: 5, column: 17 },
    ]);
    expect(ds[0]?.message).toMatch(
      /^"navigation" is an array; expected an object holding one of "products", .* or "pages"\.$/,
    );
    expect(ds[0]?.hint).toMatch(/mint\.json format.*"navigation": \{ "groups": \[ \.\.\. \] \}/);
  });

  it('reports a tab inside pages as a misplaced element and checks it as a tab', () => {
    const text = config(
      '',
      '"navigation": {\n    "groups": [\n      { "group": "Start", "pages": ["index", { "tab": "API", "pages": ["api"], "icn": "code" }] }\n    ]\n  }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([
      at(text, 'config/misplaced-element', '"tab"'),
      at(text, 'config/unknown-key', '"icn"'),
    ]);
    expect(ds[0]?.message).toBe(
      'Navigation tab "API" is inside "pages" of group "Start", which holds page paths and groups.',
    );
    expect(ds[0]?.hint).toMatch(
      /^A tab belongs in the "tabs" of the navigation root, .*turn it into a group/,
    );
    expect(ds[1]?.message).toBe('Navigation tab "API" has unknown key "icn".');
  });

  it('reports tabs inside a tab as a misplaced list, not as an unknown key', () => {
    const text = config('', '"navigation": { "tabs": [{ "tab": "A", "tabs": [{ "tab": "B" }] }] }');
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/misplaced-element', '"tabs"', 1)]);
    expect(ds[0]?.message).toBe('Navigation tab "A" cannot hold "tabs".');
  });

  it('merges a misspelled identifying key with the missing key it stands for', () => {
    const text = config(
      '',
      '"navigation": { "groups": [{ "grup": "Start", "pages": ["index"] }] }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/missing-key', '"grup"')]);
    expect(ds[0]?.message).toBe(
      'The group at navigation.groups[0] is missing the required key "group"; it has "grup" instead.',
    );
  });

  it('reports a color that is not hex and an unknown language code', () => {
    const text = config(
      '"background": { "color": { "light": "white" } }',
      '"navigation": { "languages": [{ "language": "pt-br", "pages": ["index"] }] }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([
      at(text, 'config/invalid-enum', '"pt-br"'),
      at(text, 'config/invalid-value', '"white"'),
    ]);
    expect(ds[0]?.message).toBe(
      '"navigation.languages[0].language" is "pt-br", which is not an accepted value.',
    );
    expect(ds[0]?.hint).toMatch(/^Did you mean "pt-BR"\?/);
    expect(ds[1]?.message).toBe(
      '"background.color.light" must be a hex color such as "#0D9373" or "#fff"; found a string ("white").',
    );
  });

  it('reports range and form mistakes as invalid values, one per value', () => {
    const extra =
      '"integrations": { "ga4": { "measurementId": "UA-123" } },\n  "contextual": { "options": ["copy", "view", "copy"] },\n  "name2": 1';
    const text = config(extra).replace('"Acme"', '"  "');
    const ds = check(text);
    expect(placed(ds)).toEqual([
      at(text, 'config/invalid-value', '"  "'),
      at(text, 'config/invalid-value', '"UA-123"'),
      at(text, 'config/invalid-value', '"copy"', 1),
      at(text, 'config/unknown-key', '"name2"'),
    ]);
    expect(ds[0]?.message).toBe('"name" must not be blank; found a string ("  ").');
    expect(ds[1]?.message).toBe(
      '"integrations.ga4.measurementId" must start with "G" (such as "G-XXXXXXX"); found a string ("UA-123").',
    );
    expect(ds[2]?.message).toBe('"contextual.options" lists "copy" twice (entries 1 and 3).');
    expect(ds[3]?.hint).toMatch(/^Did you mean "name"\?/);
  });

  it('requires format with a self-hosted font source', () => {
    const text = config('"fonts": { "family": "Inter", "source": "/fonts/inter.woff2" }');
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/missing-key', '"source"')]);
    expect(ds[0]?.message).toBe('"fonts" has "source" but not "format", which "source" needs.');
  });

  it('accepts the Quire auth setting and checks its algorithm', () => {
    expect(
      check(
        config(
          '"auth": { "publicKey": "keys/session.pem", "algorithm": "ES256", "loginUrl": "https://acme.dev/login" }',
        ),
      ),
    ).toEqual([]);
    const ds = check(config('"auth": { "publicKey": "keys/session.pem", "algorithm": "HS256" }'));
    expect(ds.map((d) => d.code)).toEqual(['config/invalid-enum']);
  });

  it('accepts iconType on navigation items and a hex banner color', () => {
    const nav =
      '"navigation": { "anchors": [{ "anchor": "Blog", "icon": "newspaper", "iconType": "duotone", "href": "https://acme.dev/blog" }] }';
    expect(check(config('"banner": { "content": "New!", "color": "#ff0000" }', nav))).toEqual([]);
  });

  it('names a nested object by its path inside the element that holds it', () => {
    const ds = check(
      config('', '"navigation": { "tabs": [{ "tab": "API", "icon": { "nam": "code" } }] }'),
    );
    expect(ds.map((d) => [d.code, d.message])).toEqual([
      [
        'config/missing-key',
        '"icon" of navigation tab "API" is missing the required key "name"; it has "nam" instead.',
      ],
    ]);
  });

  it('takes a key written for another format as the required key it stands for', () => {
    const text = config(
      '"redirects": [{ "from": "/old", "destination": "/new" }],\n  "navbar": { "links": [{ "label": "Blog", "url": "https://acme.dev/blog" }] }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([
      at(text, 'config/missing-key', '"from"'),
      at(text, 'config/missing-key', '"url"'),
    ]);
    expect(ds.map((d) => d.message)).toEqual([
      '"redirects[0]" is missing the required key "source"; it has "from" instead.',
      '"navbar.links[0]" is missing the required key "href"; it has "url" instead.',
    ]);
  });

  it('explains a page path written in groups', () => {
    const ds = check(
      config('', '"navigation": { "tabs": [{ "tab": "Guides", "groups": ["intro"] }] }'),
    );
    expect(ds.map((d) => d.code)).toEqual(['config/invalid-type']);
    expect(ds[0]?.message).toBe(
      '"groups[0]" of navigation tab "Guides" is a string ("intro"); expected a group object (with a "group" key).',
    );
    expect(ds[0]?.hint).toMatch(/^Page paths go in "pages"/);
  });

  it('checks global entries as links: href optional, as the service description says (issue 21.6), no children', () => {
    const nav =
      '"navigation": { "pages": ["index"], "global": { "anchors": [{ "anchor": "Blog" }], "groups": [] } }';
    const text = config('', nav);
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/misplaced-element', '"groups"')]);
    expect(ds.map((d) => d.message)).toEqual(['"navigation.global" cannot hold "groups".']);
  });

  it('offers the obvious fix for a link that is neither a path nor a URL', () => {
    const nav =
      '"navigation": { "tabs": [{ "tab": "Home", "pages": ["index"] }, { "tab": "Blog", "href": "blog" }, { "tab": "Shop", "href": "shop.acme.dev/docs" }] }';
    const ds = check(config('"footer": { "socials": { "x": "http://x.com/acme" } }', nav));
    expect(ds.map((d) => [d.code, d.hint])).toEqual([
      ['config/invalid-value', 'For a page of this site, start the path with a slash: "/blog".'],
      [
        'config/invalid-value',
        'For another site, write the full URL: "https://shop.acme.dev/docs".',
      ],
      ['config/invalid-value', 'Write "https://x.com/acme".'],
    ]);
    expect(ds[0]?.message).toBe(
      '"href" of navigation tab "Blog" must be a path starting with "/", an anchor starting with "#", a mailto: link or an absolute URL; found a string ("blog").',
    );
  });

  it('offers the fix for a host written with its scheme and a color without its #', () => {
    const ds = check(
      config(
        '"integrations": { "plausible": { "domain": "https://acme.dev/" } },\n  "banner": { "content": "Hi", "color": "0D9373" }',
      ),
    );
    expect(ds.map((d) => [d.code, d.hint])).toEqual([
      ['config/invalid-value', 'Write "acme.dev".'],
      ['config/invalid-value', 'Add the leading #: "#0D9373".'],
    ]);
  });

  it('explains an identifying key on an element of another kind (a warning: the key is ignored)', () => {
    const nav =
      '"navigation": { "groups": [{ "group": "SDK", "anchor": "sdk-reference", "pages": ["index", { "anchor": "API", "href": "/api" }] }] }';
    const text = config('', nav);
    const ds = check(text);
    expect(placed(ds)).toEqual([
      at(text, 'config/unknown-key', '"anchor"'),
      at(text, 'config/misplaced-element', '"anchor"', 1),
    ]);
    expect(ds[0]?.hint).toBe(
      '"anchor" names an anchor, but this object is a group (it has "group"). Unknown keys are ignored. (navigation.groups[0].anchor)',
    );
    expect(ds[1]?.hint).toMatch(/^An anchor belongs in the "anchors" of /);
  });

  it('warns once about a navigation entry that mounts another repository', () => {
    const text = config(
      '',
      '"navigation": { "tabs": [{ "tab": "Guides", "pages": ["index"] }, { "sourceRef": "sdk-docs" }] }',
    );
    const ds = check(text);
    expect(placed(ds)).toEqual([at(text, 'config/unknown-key', '"sourceRef"')]);
    expect(ds[0]?.message).toBe(
      'The entry at navigation.tabs[1] is a "sourceRef" (a mount of another repository); Quire ignores it.',
    );
  });

  it('collects every mistake instead of stopping at the first', () => {
    const text = config(
      '"appearance": { "default": "dim" },\n  "api": { "playground": { "display": "full" } },\n  "seo": { "indexing": "some" }',
    );
    expect(check(text).map((d) => d.code)).toEqual([
      'config/invalid-enum',
      'config/invalid-enum',
      'config/invalid-enum',
    ]);
  });
});
