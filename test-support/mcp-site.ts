import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { QUIRE_BIN } from './api-server.js';

/** `fixtures/mcp-site`: English (versions v2 and v1) and French pages, a page for the `beta` group. */
export const MCP_SITE_FIXTURE = fileURLToPath(new URL('../fixtures/mcp-site/', import.meta.url));

/** The tool names of the fixture (its docs.json name is Orbit Relay). */
export const MCP_TOOLS = {
  search: 'search_orbit_relay',
  filesystem: 'query_docs_filesystem_orbit_relay',
  feedback: 'submit_feedback',
} as const;

/**
 * Builds `fixtures/mcp-site` with the real `quire build` into a new folder; with `publicKeyPem`,
 * docs.json gets `auth` so that readers' sessions open the gated page.
 */
export async function buildMcpSite(publicKeyPem?: string): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'quire-mcp-site-'));
  const root = join(work, 'docs');
  await cp(MCP_SITE_FIXTURE, root, { recursive: true });
  if (publicKeyPem) {
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as object;
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({ ...config, auth: { publicKey: publicKeyPem, algorithm: 'ES256' } }),
    );
  }
  const out = join(work, 'site');
  const r = spawnSync(
    process.execPath,
    [QUIRE_BIN, 'build', root, '--out', out, '--cache-dir', join(work, 'cache')],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (r.status !== 0) throw new Error(`quire build fixtures/mcp-site failed: ${r.stderr}`);
  return out;
}

/** The text of a tool result (its text parts joined). */
export function resultText(result: unknown): string {
  return ((result as CallToolResult).content ?? [])
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('\n');
}

/** Calls a tool with the SDK client; the result's text and whether it is a tool error. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = await client.callTool({ name, arguments: args });
  return { text: resultText(result), isError: result.isError === true };
}
