import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync(new URL('../styles/components.css', import.meta.url), 'utf8');
const fixtures = new URL('../../../fixtures/', import.meta.url);

/** Classes that are hooks for themes and tests, or defaults that need no rule of their own. */
const UNSTYLED_HOOKS = new Set([
  'q-accordion__icon',
  'q-badge--gray',
  'q-badge--md',
  'q-badge--rounded',
  'q-callout--custom',
  'q-callout--note',
  'q-card__arrow',
  'q-card__text',
  'q-code-group--dropdown',
  'q-code__plain',
  'q-color--table',
  'q-color__name',
  'q-column',
  'q-example--request',
  'q-example--response',
  'q-field__label--post',
  'q-field__label--pre',
  'q-github-repo--flat',
  'q-icon--fontawesome',
  'q-icon--lucide',
  'q-icon--tabler',
  'q-step__title--h3',
  'q-step__title--p',
  'q-tooltip__tip',
  'q-tree__file',
  'q-tree__folder',
  'q-tree__item',
  'q-tree__name',
]);

describe('components.css', () => {
  test('shows the right image of a light/dark pair for each theme', () => {
    expect(css).toContain('.hidden { display: none; }');
    expect(css).toContain('.block { display: block; }');
    expect(css).toContain('.dark .dark\\:hidden { display: none; }');
    expect(css).toContain('.dark .dark\\:block { display: block; }');
  });

  test('switches Shiki to its dark colours under .dark', () => {
    expect(css).toContain(
      '.dark .shiki, .dark .shiki span { color: var(--shiki-dark) !important; }',
    );
  });

  test('every class the fixtures use has a rule, or is a listed hook', () => {
    const used = new Set<string>();
    for (const dir of readdirSync(fixtures).filter((d) => d.startsWith('components-'))) {
      const html = readFileSync(new URL(`${dir}/expected.html`, fixtures), 'utf8');
      for (const m of html.matchAll(/class="([^"]*)"/g))
        for (const c of (m[1] ?? '').split(/\s+/)) if (c.startsWith('q-')) used.add(c);
    }
    const styled = new Set([...css.matchAll(/\.(q-[a-z0-9_-]+)/g)].map((m) => m[1]));
    const missing = [...used].filter((c) => !styled.has(c) && !UNSTYLED_HOOKS.has(c));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});
