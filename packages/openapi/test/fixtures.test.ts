import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fixturesDir, readExpected, runFixture } from './fixture-harness.js';

const serveRemote = (name: string) => (url: string) =>
  readFile(`${fixturesDir}${name}/remote/${url.split('/').pop() ?? ''}`, 'utf8');

describe('OpenAPI fixtures (docs repo + expected diagnostics and generated navigation)', () => {
  it.each(['openapi-bulk', 'openapi-references', 'openapi-invalid-spec', 'openapi-remote'])(
    '%s',
    async (name) => {
      const run = await runFixture(name);
      const expected = await readExpected(name);
      expect(run.diagnostics).toEqual(expected['diagnostics']);
      expect(run.generated).toEqual(expected['generated']);
      expect(run.validation.stats).toEqual(expected['stats']);
    },
  );

  it('openapi-remote with the network: the fetched spec resolves references and generates pages', async () => {
    const run = await runFixture('openapi-remote', serveRemote('openapi-remote'));
    const expected = await readExpected('openapi-remote', 'expected-online.json');
    expect(run.diagnostics).toEqual(expected['diagnostics']);
    expect(run.generated).toEqual(expected['generated']);
    expect(run.validation.stats).toEqual(expected['stats']);
  });

  it('bulk generation follows the naming rules', async () => {
    const run = await runFixture('openapi-bulk');
    const store = run.generated['/navigation/tabs/1/openapi'] ?? [];
    expect(store.map((g) => g.group)).toEqual(['pets', 'Shop & Orders', 'API Reference', 'events']);
    const paths = store.flatMap((g) => g.pages.map((p) => p.path));
    expect(paths).toContain('store/pets/list-all-pets-paginated');
    expect(paths).toContain('store/pets/get-pets');
    expect(paths).toContain('store/pets/create-a-pet-1');
    expect(paths).toContain('custom/special-page');
    expect(paths.some((p) => p.includes('internal'))).toBe(false);
    expect(store[0]?.pages.find((p) => p.path === 'store/pets/secret')?.hidden).toBe(true);
    expect(run.generated['/navigation/tabs/3/openapi']).toBeUndefined();
  });
});
