import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedSnapshot, fixtureSnapshot, FIXTURES } from './fixture-snapshot.js';

// Every `fixtures/nav-*` folder (except the config rules' `nav-rules-*`) is a small docs repo whose
// expected.json is the reviewed snapshot of its site model and diagnostics.
// Rewrite them with `UPDATE_FIXTURES=1 npx vitest run packages/navigation` and review the diff by eye.
const names = readdirSync(FIXTURES)
  .filter((n) => n.startsWith('nav-') && !n.startsWith('nav-rules-'))
  .sort();

describe('navigation fixtures', () => {
  it('cover every navigation shape', () => {
    const shapes = [
      'pages',
      'groups',
      'tabs',
      'anchors',
      'dropdowns',
      'products',
      'versions',
      'languages',
      'menu',
      'global',
    ];
    expect(shapes.filter((s) => !names.includes(`nav-${s}`))).toEqual([]);
  });

  for (const name of names) {
    it(name, async () => {
      const actual = await fixtureSnapshot(name);
      expect(actual).toEqual(expectedSnapshot(name, actual));
    });
  }
});
