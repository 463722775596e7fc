import fc from 'fast-check';
import { resolveNavigation, type ResolveNavigationInput } from '@quire/navigation';
import { describe, expect, it } from 'vitest';

const files = ['index.mdx', 'guide.mdx', 'api/users.mdx', 'snippets/note.mdx', 'extra.md'];

function input(
  navigation: unknown,
  overrides: Partial<ResolveNavigationInput> = {},
): ResolveNavigationInput {
  return {
    config: { name: 'Test', navigation },
    files,
    frontmatter: (file) =>
      ({
        'index.mdx': { title: 'Home' },
        'guide.mdx': { title: 'Guide', sidebarTitle: 'The guide' },
      })[file],
    ...overrides,
  };
}

describe('resolveNavigation', () => {
  it('is a function of plain inputs: frontmatter comes from the lookup it is given', () => {
    const nav = { groups: [{ group: 'Start', pages: ['index', 'guide'] }] };
    const first = resolveNavigation(input(nav)).model;
    expect(first.routes.map((r) => [r.url, r.title, r.hidden])).toEqual([
      ['/', 'Home', false],
      ['/guide', 'Guide', false],
      ['/api/users', 'Users', true],
      ['/extra', 'Extra', true],
    ]);
    // What the dev server does when a page's frontmatter changes: resolve again with the new lookup.
    const again = resolveNavigation(
      input(nav, {
        frontmatter: (f) => (f === 'guide.mdx' ? { title: 'Renamed', hidden: true } : undefined),
      }),
    ).model;
    expect(again.routes.find((r) => r.url === '/guide')).toMatchObject({
      title: 'Renamed',
      hidden: true,
    });
    expect(again.routes.find((r) => r.url === '/')?.title).toBe('Index');
  });

  it('lists a missing page that a redirect covers, as a link to its URL, with a warning (issue 21.7)', () => {
    const nav = { pages: ['index', 'moved/away', 'gone'] };
    const resolved = resolveNavigation(
      input(nav, {
        config: {
          name: 'Test',
          navigation: nav,
          redirects: [{ source: '/moved/:slug', destination: '/guide' }],
        },
      }),
    );
    expect(
      resolved.model.trees[0]?.children.map((n) => [
        n.kind,
        'url' in n ? n.url : '',
        'title' in n ? n.title : '',
      ]),
    ).toEqual([
      ['page', '/', 'Home'],
      ['link', '/moved/away', 'Away'],
    ]);
    expect(resolved.model.routes.map((r) => r.url)).not.toContain('/moved/away');
    expect(resolved.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['nav/missing-page-redirected', 'warning'],
      ['nav/missing-page', 'error'],
    ]);
  });

  it('reports two kinds of children as a warning and resolves them as the reference does (issue 30.2: one severity for validate and build)', () => {
    const nav = {
      tabs: [{ tab: 'Docs', pages: ['guide'], groups: [{ group: 'Start', pages: ['index'] }] }],
    };
    const resolved = resolveNavigation(input(nav));
    expect(resolved.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['nav/mixed-children', 'warning'],
    ]);
    expect(resolved.model.routes.find((r) => r.url === '/guide')?.hidden).toBe(true);
  });

  it('places diagnostics with the locate function it is given, else at docs.json 1:1', () => {
    const nav = { pages: ['missing'] };
    const plain = resolveNavigation(input(nav)).diagnostics;
    expect(plain.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['nav/missing-page', 'docs.json', 1, 1],
    ]);
    const located = resolveNavigation(
      input(nav, { locate: (pointer) => ({ file: 'docs.json', line: 7, column: pointer.length }) }),
    ).diagnostics;
    expect(located[0]).toMatchObject({
      code: 'nav/missing-page',
      file: 'docs.json',
      line: 7,
      column: '/navigation/pages/0'.length,
    });
  });

  it('leaves out endpoint references it cannot resolve without specs, and never routes snippets', () => {
    const model = resolveNavigation(input({ pages: ['index', 'GET /users'] })).model;
    expect(model.trees[0]?.children.map((n) => n.kind)).toEqual(['page']);
    expect(model.routes.some((r) => r.source.startsWith('snippets/'))).toBe(false);
  });

  it('never throws and never gives two routes one URL, whatever the navigation holds', () => {
    const label = fc.constantFrom('a', 'b', 'Docs', '');
    const page = fc.constantFrom(
      'index',
      'guide',
      '/guide',
      './api/../guide',
      'api/users',
      'extra',
      'missing',
      'GET /users',
      'api',
    );
    const node = fc.letrec((tie) => ({
      element: fc.oneof(
        { depthSize: 'small' },
        page,
        fc.record(
          { group: label, pages: fc.array(tie('element'), { maxLength: 3 }), hidden: fc.boolean() },
          { requiredKeys: ['group'] },
        ),
        fc.record(
          {
            tab: label,
            pages: fc.array(tie('element'), { maxLength: 3 }),
            groups: fc.array(tie('element'), { maxLength: 2 }),
          },
          { requiredKeys: ['tab'] },
        ),
        fc.record(
          {
            version: label,
            default: fc.boolean(),
            pages: fc.array(tie('element'), { maxLength: 3 }),
          },
          { requiredKeys: ['version'] },
        ),
        fc.record(
          {
            language: fc.constantFrom('en', 'fr'),
            tabs: fc.array(tie('element'), { maxLength: 2 }),
          },
          { requiredKeys: ['language'] },
        ),
        fc.anything(),
      ),
    })).element;
    const navigation = fc.dictionary(
      fc.constantFrom('pages', 'groups', 'tabs', 'versions', 'languages', 'anchors', 'global'),
      fc.array(node, { maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.oneof(navigation, fc.anything()), (nav) => {
        const { model } = resolveNavigation(input(nav));
        const urls = model.routes.map((r) => r.url);
        return new Set(urls).size === urls.length && model.trees.length >= 1;
      }),
      { numRuns: 500 },
    );
  });
});
