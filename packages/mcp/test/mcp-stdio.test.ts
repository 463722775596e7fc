import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { QUIRE_BIN } from '../../../test-support/api-server.js';
import { builtCorpus, CORPORA_DIR } from '../../../test-support/built-corpus.js';
import { buildMcpSite, callTool, MCP_TOOLS } from '../../../test-support/mcp-site.js';

const clients: Client[] = [];

/** `quire mcp <site> …args` spawned by the SDK's stdio transport, connected. */
async function connect(site: string, args: readonly string[] = []): Promise<Client> {
  const client = new Client({ name: 'quire-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [QUIRE_BIN, 'mcp', site, ...args],
      stderr: 'ignore',
      env: { PATH: process.env.PATH ?? '' },
    }),
  );
  clients.push(client);
  return client;
}

let site: string;
beforeAll(async () => {
  site = await buildMcpSite();
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('quire mcp: the same server over stdio, from a built folder', () => {
  it('lists the tools, searches each version and language, reads pages, refuses the rest', async () => {
    const client = await connect(site);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual([
      MCP_TOOLS.search,
      MCP_TOOLS.filesystem,
      MCP_TOOLS.feedback,
    ]);
    expect((await client.listResources()).resources.map((r) => r.name)).toEqual([
      'orbit-relay',
      'ground-ops',
    ]);
    const v1 = await callTool(client, MCP_TOOLS.search, { query: 'rate limits', version: 'v1' });
    // Without a server there is no origin: links are the site's paths (a site built with --base-url links there).
    expect(v1.text).toContain('Link: /v1/rate-limits\n');
    const fr = await callTool(client, MCP_TOOLS.search, { query: 'débit', language: 'fr' });
    expect(fr.text).toContain('/fr/limites');
    const read = await callTool(client, MCP_TOOLS.filesystem, {
      command: 'head -n 1 /v1/rate-limits.md /fr/limites.md',
    });
    expect(read.text).toBe(
      '==> /v1/rate-limits.md <==\n# Rate limits\n\n==> /fr/limites.md <==\n# Limites de débit\n',
    );
    for (const command of ['cat ../../etc/passwd', 'cat /beta/drones.md'])
      expect((await callTool(client, MCP_TOOLS.filesystem, { command })).isError).toBe(true);
    const refused = await callTool(client, MCP_TOOLS.feedback, {
      path: '/guides/webhooks',
      description: 'The retry interval is missing.',
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('--feedback-file');
  });

  it('reads gated pages with --groups naming their group, and appends feedback to --feedback-file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'quire-mcp-feedback-')), 'feedback.jsonl');
    const client = await connect(site, ['--groups', 'beta', '--feedback-file', file]);
    expect(
      (await callTool(client, MCP_TOOLS.filesystem, { command: 'cat /beta/drones.md' })).text,
    ).toContain('up to four hops');
    const recorded = await callTool(client, MCP_TOOLS.feedback, {
      path: 'https://orbit.example/guides/webhooks.md#retries',
      description: 'The retry interval is missing.',
    });
    expect(recorded).toEqual({
      isError: false,
      text: 'Thank you: the feedback on /guides/webhooks is recorded for the documentation team.',
    });
    const line = JSON.parse(readFileSync(file, 'utf8').trim()) as Record<string, string>;
    expect(line).toMatchObject({
      path: '/guides/webhooks',
      description: 'The retry interval is missing.',
    });
    const unknown = await callTool(client, MCP_TOOLS.feedback, {
      path: '/no/such/page',
      description: 'x',
    });
    expect(unknown.isError).toBe(true);
  });
});

describe.skipIf(!existsSync(join(CORPORA_DIR, 'mcp')))('quire mcp on the mcp corpus', () => {
  let corpus: string;
  beforeAll(() => {
    corpus = builtCorpus('mcp').out;
  }, 600_000);

  it('searches one version of a site with several', async () => {
    const client = await connect(corpus);
    const { tools } = await client.listTools();
    const versions = (tools[0]!.inputSchema.properties?.['version'] as { enum: string[] }).enum;
    expect(versions).toContain('Version 2025-06-18');
    const all = await callTool(client, 'search_model_context_protocol', {
      query: 'tool annotations',
      version: 'Version 2025-06-18',
    });
    const files = [...all.text.matchAll(/^File: (.+)$/gm)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => !/20(24-11-05|25-03-26|25-11-25|26-07-28)/.test(f))).toBe(true);
    expect(files.some((f) => f.includes('2025-06-18'))).toBe(true);
    const page = await callTool(client, 'query_docs_filesystem_model_context_protocol', {
      command: `grep -c -i annotations ${files[0]}`,
    });
    expect(Number(page.text.trim())).toBeGreaterThan(0);
  });
});
