import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@quire/diagnostics';
import { createSchemaValidator, docsSchema, validateAgainstSchema } from '@quire/config';
import { locatorFor, positionOf } from './schema-test-helpers.js';

// Issue 21.4: a constraint stricter than the reference platform's schema is a warning, never an error.
const validator = createSchemaValidator();
const DECISIONS = fileURLToPath(new URL('../../../docs/reference/decisions.mdx', import.meta.url));

function check(text: string): Diagnostic[] {
  return validateAgainstSchema(JSON.parse(text), locatorFor(text), validator);
}

function withNavbar(navbar: string): string {
  return `{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  "navbar": ${navbar},\n  "navigation": { "pages": ["index"] }\n}\n`;
}

const placed = (ds: readonly Diagnostic[]) =>
  ds.map((d) => ({ code: d.code, severity: d.severity, line: d.line, column: d.column }));

/** JSON Pointers of the schema nodes that carry `x-quire-lenient`. */
function lenientPointers(node: unknown, pointer = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = !Array.isArray(node) && 'x-quire-lenient' in node ? [pointer] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) => lenientPointers(child, `${pointer}/${key}`)),
  ];
}

describe('constraints stricter than the reference', () => {
  it('reports an empty navbar link label as a warning with its own code, at the value', () => {
    const text = withNavbar('{ "links": [{ "label": "", "href": "/blog" }] }');
    expect(placed(check(text))).toEqual([
      { code: 'config/stricter-than-reference', severity: 'warning', ...positionOf(text, '""') },
    ]);
  });

  it('keeps the other checks of the same value as errors (a label that is not a string)', () => {
    const text = withNavbar('{ "links": [{ "label": 5, "href": "/blog" }] }');
    expect(placed(check(text))).toEqual([
      { code: 'config/invalid-type', severity: 'error', ...positionOf(text, '5') },
    ]);
  });

  it('keeps constraints the reference enforces too as errors (a navbar href that is neither a URL nor a path)', () => {
    const text = withNavbar('{ "links": [{ "label": "Blog", "href": "" }] }');
    expect(placed(check(text))).toEqual([
      { code: 'config/invalid-value', severity: 'error', ...positionOf(text, '""') },
    ]);
  });

  it('relaxes only the part of a rule the reference does not enforce (plausible: http:// warns, https:// stays an error)', () => {
    const text = `{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  "navigation": { "pages": ["index"] },\n  "integrations": { "plausible": { "domain": "http://acme.dev", "server": "https://stats.acme.dev" } }\n}\n`;
    const ds = check(text);
    expect(placed(ds)).toEqual([
      {
        code: 'config/stricter-than-reference',
        severity: 'warning',
        ...positionOf(text, '"http://acme.dev"'),
      },
      {
        code: 'config/invalid-value',
        severity: 'error',
        ...positionOf(text, '"https://stats.acme.dev"'),
      },
    ]);
    expect(ds[0]?.hint).toMatch(/^Write "acme.dev"\. The reference platform accepts this value/);
  });

  it('lists every relaxed constraint on the decisions page, and only those', () => {
    const page = readFileSync(DECISIONS, 'utf8');
    const section = page.slice(page.indexOf('## Constraints stricter than the reference'));
    const listed = [...section.matchAll(/^\| [^|]+ \| `(\/[^`]+)` \|/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(lenientPointers(docsSchema).sort());
    expect(listed).toContain('/definitions/navbarLink/properties/label');
  });
});
