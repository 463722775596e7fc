import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLinks, loadLinkCheck, type LinkSource, createLinkTargets } from '@quire/links';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/${name}/`, import.meta.url));
const expected = (name: string) =>
  JSON.parse(readFileSync(`${fixture(name)}expected.json`, 'utf8')) as {
    default: unknown[];
    checkSnippets: unknown[];
  };
const shape = (
  list: readonly {
    code: string;
    severity: string;
    file?: string;
    line?: number;
    column?: number;
    message: string;
    hint?: string;
  }[],
) =>
  list.map(({ code, severity, file, line, column, message, hint }) => ({
    code,
    severity,
    file,
    line,
    column,
    message,
    hint,
  }));

describe('loadLinkCheck on fixtures', () => {
  it('links-basic: missing pages and images, dots, non-ASCII, relative links, redirects, nav hrefs, static files', async () => {
    const result = await loadLinkCheck(fixture('links-basic'));
    expect(shape(result.diagnostics)).toEqual(expected('links-basic').default);
    expect(result.files).toBe(6);
  });

  it('links-snippets: snippet links only with checkSnippets, at the snippet file, resolved where it is used', async () => {
    const plain = await loadLinkCheck(fixture('links-snippets'));
    expect(shape(plain.diagnostics)).toEqual(expected('links-snippets').default);
    const withSnippets = await loadLinkCheck(fixture('links-snippets'), { checkSnippets: true });
    expect(shape(withSnippets.diagnostics)).toEqual(expected('links-snippets').checkSnippets);
  });

  it('reports with the severity asked for (the build: warnings)', async () => {
    const result = await loadLinkCheck(fixture('links-basic'), { severity: 'warning' });
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('asks for the ids of exactly the pages that fragments point to', async () => {
    let asked: readonly string[] = [];
    const result = await loadLinkCheck(fixture('links-anchors'), {
      loadAnchors: async (urls) => {
        asked = urls;
        return new Map([
          ['/', new Set(['getting-started'])],
          ['/guides/api', new Set(['authentication'])],
        ]);
      },
    });
    expect(asked).toEqual(['/', '/guides/api']);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column}`)).toContain('7:46');
    expect(result.diagnostics.every((d) => d.code === 'links/broken-anchor')).toBe(true);
  });

  it('reports nothing for a docs.json that cannot be read, and says why', async () => {
    const result = await loadLinkCheck(fixture('config-json-syntax-missing-comma'));
    expect(result.diagnostics).toEqual([]);
    expect(result.configProblems.some((d) => d.severity === 'error')).toBe(true);
  });
});

describe('checkLinks', () => {
  const targets = createLinkTargets({
    routes: [{ url: '/a' }, { url: '/b' }],
    staticFiles: [],
    redirects: [],
    navHrefs: [],
  });
  const source = (urls: string[], url: string): LinkSource => ({
    file: 's.mdx',
    urls,
    links: [{ url, kind: 'link', line: 1, column: 1 }],
  });

  it('checks fragments only against the pages whose ids it was given', () => {
    const anchors = new Map([['/b', new Set(['x'])]]);
    expect(checkLinks({ sources: [source(['/a'], '/b#x')], targets, anchors })).toEqual([]);
    expect(
      checkLinks({ sources: [source(['/a'], '/b#y')], targets, anchors }).map((d) => d.code),
    ).toEqual(['links/broken-anchor']);
    expect(checkLinks({ sources: [source(['/a'], '/a#y')], targets, anchors })).toEqual([]);
    expect(checkLinks({ sources: [source(['/a'], '/b#y')], targets })).toEqual([]);
  });

  it('reports a link once even when its file is read at several URLs', () => {
    const d = checkLinks({ sources: [source(['/a', '/b'], 'c')], targets });
    expect(d).toHaveLength(1);
    expect(d[0]!.message).toContain('(relative to /a)');
  });
});
