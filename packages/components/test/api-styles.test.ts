import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const fixtures = new URL('../../../fixtures/', import.meta.url);
const css = ['api.css', 'components.css']
  .map((f) => readFileSync(new URL(`../styles/${f}`, import.meta.url), 'utf8'))
  .join('\n');

/** Classes that are hooks for themes and tests, or defaults that need no rule of their own. */
const HOOKS = new Set([
  'q-api',
  'q-api-intro',
  'q-api-media',
  'q-api-response',
  'q-api-response__headers',
  'q-api-callback',
  'q-api-callback__body',
  'q-api-schema',
  'q-api-fields',
  'q-api-samples',
  'q-api-responses',
  'q-api-media-types',
  'q-api-auth-options',
  'q-playground__live',
  'q-playground__form',
  'q-example--request',
  'q-example--response',
  'q-field__label--post',
  'q-field__label--pre',
  'q-code__plain',
  'q-code-group--dropdown',
  'q-api-endpoint__path',
]);

describe('api.css', () => {
  test('every class the API fixtures use has a rule, or is a listed hook', () => {
    const used = new Set<string>();
    for (const dir of readdirSync(fixtures).filter(
      (d) => d.startsWith('api-') && existsSync(new URL(`${d}/expected/`, fixtures)),
    )) {
      for (const file of readdirSync(new URL(`${dir}/expected/`, fixtures)).filter((f) =>
        f.endsWith('.html'),
      )) {
        const html = readFileSync(new URL(`${dir}/expected/${file}`, fixtures), 'utf8');
        for (const m of html.matchAll(/class="([^"]*)"/g))
          for (const c of (m[1] ?? '').split(/\s+/)) if (c.startsWith('q-')) used.add(c);
      }
    }
    const styled = new Set([...css.matchAll(/\.(q-[a-z0-9_-]+)/g)].map((m) => m[1]));
    expect([...used].filter((c) => !styled.has(c) && !HOOKS.has(c))).toEqual([]);
    expect(used.size).toBeGreaterThan(60);
  });

  test('has a colour for every method badge', () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete', 'webhook'])
      expect(css).toContain(`.q-api-method--${method} {`);
  });
});
