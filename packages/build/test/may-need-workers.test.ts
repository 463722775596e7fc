import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSiteModel } from '@quire/navigation';
import { afterAll, describe, expect, it } from 'vitest';
import { mayNeedWorkers, routesAtLeast, WORKER_THRESHOLD } from '../src/build-pool.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const WORK = mkdtempSync(join(tmpdir(), 'quire-may-need-workers-'));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const root = join(WORK, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const pages = (n: number, dir = 'guides') =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${dir}/p${i}.mdx`, `# Page ${i}\n`]));

// A cold build starts its render workers before it knows its routes, unless the site cannot have enough of them.
describe('mayNeedWorkers', () => {
  it('says no for a site with no more page files than one lane renders, yes for one more', () => {
    expect(mayNeedWorkers(site('small', { 'docs.json': '{}', ...pages(WORKER_THRESHOLD) }))).toBe(
      false,
    );
    expect(
      mayNeedWorkers(site('large', { 'docs.json': '{}', ...pages(WORKER_THRESHOLD + 1) })),
    ).toBe(true);
  });

  it("counts an OpenAPI file's operations, in JSON and in YAML", () => {
    const paths = Array.from({ length: WORKER_THRESHOLD }, (_, i) => `/r${i}`);
    const json = JSON.stringify({
      openapi: '3.0.0',
      paths: Object.fromEntries(paths.map((p) => [p, { get: {}, post: {} }])),
    });
    const yaml = `openapi: 3.0.0\npaths:\n${paths.map((p) => `  ${p}:\n    get: {}\n    delete: {}\n`).join('')}`;
    expect(
      mayNeedWorkers(site('spec-json', { 'index.mdx': '# Home\n', 'api/openapi.json': json })),
    ).toBe(true);
    expect(
      mayNeedWorkers(site('spec-yaml', { 'index.mdx': '# Home\n', 'openapi.yaml': yaml })),
    ).toBe(true);
    expect(
      mayNeedWorkers(
        site('spec-small', {
          'index.mdx': '# Home\n',
          'openapi.yaml': 'paths:\n  /a:\n    get: {}\n',
        }),
      ),
    ).toBe(false);
  });

  it('leaves out folders a build never reads pages from (node_modules, dot folders)', () => {
    const root = site('hidden', {
      'index.mdx': '# Home\n',
      ...pages(WORKER_THRESHOLD + 1, 'node_modules/pkg'),
      ...pages(WORKER_THRESHOLD + 1, '.git/x'),
    });
    expect(mayNeedWorkers(root)).toBe(false);
  });

  it('counts at least the routes of every fixture', async () => {
    let checked = 0;
    for (const name of readdirSync(FIXTURES)) {
      const root = join(FIXTURES, name);
      const routes = (await loadSiteModel(root)).model?.routes.length;
      if (routes === undefined) continue;
      checked++;
      expect(routesAtLeast(root), name).toBeGreaterThanOrEqual(routes);
    }
    expect(checked).toBeGreaterThan(100);
  });
});
