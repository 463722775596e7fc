import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listProjectFiles, loadConfig } from '@quire/config';
import { buildEndpointPage, createEndpointPageCache, loadOpenApiIndex } from '@quire/openapi';
import { readReferenceSettings, type PlaygroundSpec } from '@quire/components';
import { renderReference } from './api-harness.js';

const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
const CORPORA = [
  'mintlify-docs',
  'prefect',
  'mem0',
  'trigger-dev',
  'turso',
  'tickdb',
  'hoppscotch',
  'mcp',
  'stagehand',
];

/** Renders the reference of every operation and webhook of every local spec of a corpus. */
async function renderCorpus(name: string): Promise<{ pages: number; failures: string[] }> {
  const root = join(corpora, name);
  const config = loadConfig(root).value as { api?: unknown } | undefined;
  const index = await loadOpenApiIndex({
    files: listProjectFiles(root),
    readText: (f) => readFile(join(root, f), 'utf8'),
  });
  const settings = readReferenceSettings(config?.api);
  const cache = createEndpointPageCache();
  const failures: string[] = [];
  let pages = 0;
  for (const spec of index.specs.filter((s) => s.status === 'ok')) {
    for (const op of [...spec.operations, ...spec.webhooks]) {
      const label = `${spec.id} ${op.method} ${op.path}`;
      const page = buildEndpointPage(index, op, config?.api, {}, cache);
      if (!page) {
        failures.push(`${label}: no model`);
        continue;
      }
      try {
        const { content, reference } = renderReference(page, { settings });
        const badge = page.kind === 'webhook' ? 'WEBHOOK' : page.method.toUpperCase();
        if (!content.includes(`>${badge}</span>`)) failures.push(`${label}: no method badge`);
        const json = /<script type="application\/json" data-q-playground>([\s\S]*?)<\/script>/.exec(
          content,
        )?.[1];
        if (json !== undefined && (JSON.parse(json) as PlaygroundSpec).path !== page.path)
          failures.push(`${label}: playground spec of another path`);
        if (reference.mode === 'interactive' && json === undefined)
          failures.push(`${label}: interactive without its spec`);
        pages++;
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { pages, failures };
}

describe('every endpoint page of the corpora renders', () => {
  it.each(CORPORA)(
    '%s',
    async (name) => {
      const { pages, failures } = await renderCorpus(name);
      expect(failures).toEqual([]);
      if (name === 'prefect') expect(pages).toBe(179);
      if (name === 'mem0') expect(pages).toBeGreaterThanOrEqual(55);
    },
    300_000,
  );
});
