import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listProjectFiles, loadConfig } from '@quire/config';
import { validateOpenApi, type OpenApiValidation } from '@quire/openapi';

const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

async function validateCorpus(name: string): Promise<OpenApiValidation> {
  const root = corpora + name;
  const loaded = loadConfig(root);
  return validateOpenApi({
    root,
    config: loaded.value,
    locate: loaded.sources.locate,
    files: listProjectFiles(root),
    fetchRemote: async () => {
      throw new Error('offline (test)');
    },
    cacheDir: false,
  });
}

const errors = (r: OpenApiValidation) => r.diagnostics.filter((d) => d.severity === 'error');

describe('OpenAPI validation of the corpora', () => {
  it('mintlify-docs: exactly the 12 translated analytics pages naming missing operations', async () => {
    const r = await validateCorpus('mintlify-docs');
    const found = errors(r);
    expect(found).toHaveLength(12);
    for (const d of found) {
      expect(d.code).toBe('openapi/unresolved-operation');
      expect(d.file).toMatch(
        /^(es|fr|zh)\/api\/analytics\/(views|visitors|feedback-by-page|searches)\.mdx$/,
      );
      expect(d.line).toBeGreaterThan(1);
    }
    expect(r.stats).toMatchObject({ specs: 24, operations: 100, references: 112, resolved: 100 });
  });

  it('prefect: exactly the 14 references to operations no longer in the spec', async () => {
    const r = await validateCorpus('prefect');
    const found = errors(r);
    expect(found).toHaveLength(14);
    expect(new Set(found.map((d) => d.code))).toEqual(new Set(['openapi/unresolved-operation']));
    expect(found.map((d) => d.file)).toContain(
      'v3/api-ref/rest-api/server/admin/clear-database.mdx',
    );
    expect(r.stats).toMatchObject({ specs: 1, operations: 179, references: 193, resolved: 179 });
  });

  it('stagehand: the remote spec gives warnings, not errors', async () => {
    const r = await validateCorpus('stagehand');
    expect(errors(r)).toEqual([]);
    const unverified = r.diagnostics.filter((d) => d.code === 'openapi/unverified-reference');
    expect(unverified).toHaveLength(32);
    expect(unverified.every((d) => d.severity === 'warning' && d.file === 'docs.json')).toBe(true);
    const remote = r.diagnostics.filter((d) => d.code === 'openapi/remote-unavailable');
    expect(remote).toHaveLength(1);
    expect(remote[0]?.message).toContain('offline (test)');
  });

  it.each(['mem0', 'trigger-dev', 'tickdb', 'turso', 'hoppscotch', 'mcp'])(
    '%s: no OpenAPI problem',
    async (name) => {
      const r = await validateCorpus(name);
      expect(r.diagnostics).toEqual([]);
      expect(r.stats.resolved).toBe(r.stats.references);
    },
  );
});
