import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { createSigner, type TestSigner } from '../../components/test/api-auth-keys.js';
import { buildMcpSite, callTool, MCP_TOOLS } from '../../../test-support/mcp-site.js';
import { runQuire, startQuireServe, type ServeProcess } from '../../../test-support/quire-serve.js';

let signer: TestSigner;
let serve: ServeProcess;
let adminKey: string;

/** An SDK client connected to the spawned server's `/mcp`, with extra request headers. */
async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'quire-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${serve.url}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

/** A raw POST to `/mcp` with the headers an MCP client sends, and any others. */
const postMcp = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${serve.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });

beforeAll(async () => {
  signer = await createSigner('ES256');
  const site = await buildMcpSite(signer.publicKeyPem);
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-mcp-data-'));
  // Before the server runs: spawnSync blocks this process, and a kept-alive socket would go stale meanwhile.
  const created = runQuire([
    'keys',
    'create',
    '--kind',
    'admin',
    '--project',
    'orbit-relay',
    '--data-dir',
    dataDir,
    '--json',
  ]);
  adminKey = (JSON.parse(created) as { key: string }).key;
  serve = await startQuireServe(site, ['--data-dir', dataDir], {});
}, 120_000);
afterAll(async () => {
  await serve?.kill('SIGTERM');
});

describe('/mcp on quire serve, through the SDK client over Streamable HTTP', () => {
  it('lists the three tools with the annotations of the reference server card', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      MCP_TOOLS.search,
      MCP_TOOLS.filesystem,
      MCP_TOOLS.feedback,
    ]);
    const search = tools[0]!;
    expect(search.annotations).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(search.inputSchema.properties).toMatchObject({
      version: { enum: ['v2', 'v1'] },
      language: { enum: ['en', 'fr'] },
    });
    expect(tools[2]!.annotations?.readOnlyHint).toBe(false);
    await client.close();
  });

  it('searches the default version, another version and another language', async () => {
    const client = await connect();
    const v2 = await callTool(client, MCP_TOOLS.search, { query: 'messages per minute' });
    expect(v2.text).toMatch(/^1\. Rate limits/);
    expect(v2.text).toContain(`Link: ${serve.url}/guides/rate-limits`);
    expect(v2.text).toContain('File: /guides/rate-limits.md');
    expect(v2.text).toContain('120 messages per minute');
    expect(v2.text).not.toContain('30 messages');
    const v1 = await callTool(client, MCP_TOOLS.search, {
      query: 'messages per minute',
      version: 'v1',
    });
    expect(v1.text).toContain('/v1/rate-limits');
    expect(v1.text).toContain('30 messages per minute');
    expect(v1.text).not.toContain('/guides/rate-limits');
    const fr = await callTool(client, MCP_TOOLS.search, { query: 'canal', language: 'fr' });
    expect(fr.text).toContain('/fr/limites');
    const none = await callTool(client, MCP_TOOLS.search, {
      query: 'canal',
      language: 'fr',
      version: 'v1',
    });
    expect(none).toMatchObject({ isError: true });
    expect(none.text).toContain('it has: en v2, en v1, fr');
    await client.close();
  });

  it('reads pages through the filesystem tool, several at once and by line range', async () => {
    const client = await connect();
    const listed = await callTool(client, MCP_TOOLS.filesystem, { command: 'ls /guides' });
    expect(listed.text).toBe('rate-limits.md\nwebhooks.md\n');
    const read = await callTool(client, MCP_TOOLS.filesystem, {
      command: 'cat /index.md /guides/webhooks.md:1-5',
    });
    expect(read.text).toContain('==> /index.md <==');
    expect(read.text).toContain('Orbit Relay queues a message');
    expect(read.text).toMatch(/==> \/guides\/webhooks\.md <==\n\s+1\t/);
    const grep = await callTool(client, MCP_TOOLS.filesystem, {
      command: 'grep -l -i "retried" /',
    });
    expect(grep.text).toBe('/guides/webhooks.md\n');
    await client.close();
  });

  it('refuses paths outside the pages and gated pages without a session', async () => {
    const client = await connect();
    const escape = await callTool(client, MCP_TOOLS.filesystem, {
      command: 'cat ../../etc/passwd',
    });
    expect(escape.isError).toBe(true);
    expect(escape.text).toContain('no such file');
    expect(escape.text).not.toContain('root:');
    const gated = await callTool(client, MCP_TOOLS.filesystem, { command: 'cat /beta/drones.md' });
    expect(gated.isError).toBe(true);
    const found = await callTool(client, MCP_TOOLS.search, { query: 'drone relays hops' });
    expect(found.text).not.toContain('/beta/drones');
    expect((await callTool(client, MCP_TOOLS.filesystem, { command: 'ls /' })).text).not.toContain(
      'beta/',
    );
    await client.close();
  });

  it('opens gated pages to a session of their group, as a bearer token or the auth cookie', async () => {
    const token = await signer.sign({ groups: ['beta'], exp: Date.now() / 1000 + 600 });
    const ways: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { cookie: `quire_session=${token}` },
    ];
    for (const headers of ways) {
      const client = await connect(headers);
      const read = await callTool(client, MCP_TOOLS.filesystem, { command: 'cat /beta/drones.md' });
      expect(read.text).toContain('up to four hops');
      const found = await callTool(client, MCP_TOOLS.search, { query: 'drone relays hops' });
      expect(found.text).toContain('/beta/drones');
      await client.close();
    }
    const other = await connect({
      authorization: `Bearer ${await signer.sign({ groups: ['alpha'], exp: Date.now() / 1000 + 600 })}`,
    });
    expect(
      (await callTool(other, MCP_TOOLS.filesystem, { command: 'cat /beta/drones.md' })).isError,
    ).toBe(true);
    await other.close();
  });

  it('offers the skill files as resources, those of a group only to its readers', async () => {
    const anonymous = await connect();
    const { resources } = await anonymous.listResources();
    expect(resources.map((r) => [r.uri, r.mimeType])).toEqual([
      ['skill://orbit-relay/SKILL.md', 'text/markdown'],
      ['skill://ground-ops/SKILL.md', 'text/markdown'],
    ]);
    const read = await anonymous.readResource({ uri: 'skill://ground-ops/SKILL.md' });
    expect((read.contents[0] as { text: string }).text).toContain('GET /stations/{id}/passes');
    const hidden = await anonymous
      .readResource({ uri: 'skill://relay-admin/SKILL.md' })
      .catch((e: unknown) => e);
    expect((hidden as McpError).code).toBe(-32002);
    await anonymous.close();
    const admin = await connect({
      authorization: `Bearer ${await signer.sign({ groups: ['admin'], exp: Date.now() / 1000 + 600 })}`,
    });
    expect((await admin.listResources()).resources.map((r) => r.name)).toContain('relay-admin');
    const text = (await admin.readResource({ uri: 'skill://relay-admin/SKILL.md' })).contents[0];
    expect((text as { text: string }).text).toContain('Drain a channel');
    await admin.close();
    // Over HTTP, the files only the server reads are not sent to anyone.
    for (const path of [
      '/_quire/skills.json',
      '/_quire/skills/relay-admin/SKILL.md',
      '/_quire/%73kills.json',
    ])
      expect((await fetch(`${serve.url}${path}`)).status).toBe(404);
  });

  it('serves the discovery documents in the reference shapes, with the tools tools/list gives', async () => {
    const get = async (path: string) => {
      const r = await fetch(`${serve.url}${path}`);
      expect(r.status).toBe(200);
      return (await r.json()) as Record<string, unknown>;
    };
    const discovery = {
      version: '1.0.0',
      transport: 'http',
      url: `${serve.url}/mcp`,
      servers: [
        { name: 'public', url: `${serve.url}/mcp`, transport: 'http', authentication: 'none' },
        {
          name: 'authenticated',
          url: `${serve.url}/mcp`,
          transport: 'http',
          authentication: 'bearer',
        },
      ],
    };
    expect(await get('/.well-known/mcp')).toEqual(discovery);
    expect(await get('/.well-known/mcp.json')).toEqual(discovery);
    const card = await get('/.well-known/mcp/server-card.json');
    const client = await connect();
    expect(card).toEqual({
      name: 'orbit-relay-search',
      version: '1.0.0',
      url: `${serve.url}/mcp`,
      transport: 'http',
      description: 'Search and read the Orbit Relay documentation',
      capabilities: { tools: true, resources: true },
      authentication: 'none',
      tools: (await client.listTools()).tools,
    });
    await client.close();
    const cards = (await get('/.well-known/mcp/server-cards.json')) as { servers: object[] };
    expect(cards.servers).toEqual([card, { ...card, authentication: 'bearer' }]);
  });

  it('records submit_feedback as unhelpful agent feedback, found in the feedback analytics', async () => {
    const client = await connect();
    const sent = await callTool(client, MCP_TOOLS.feedback, {
      path: '/guides/webhooks.md',
      description: 'The retry interval is not given in seconds.',
    });
    expect(sent).toEqual({
      isError: false,
      text: 'Thank you: the feedback on /guides/webhooks is recorded for the documentation team.',
    });
    await client.close();
    const r = await fetch(`${serve.url}/v1/analytics/orbit-relay/feedback?source=agent`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { feedback: object[] }).feedback).toEqual([
      {
        id: expect.any(String) as string,
        path: '/guides/webhooks',
        comment: 'The retry interval is not given in seconds.',
        createdAt: expect.any(String) as string,
        source: 'agent',
        status: 'pending',
        helpful: false,
      },
    ]);
  });

  it('answers concurrent callers with the same request ids each from their own view', async () => {
    const token = await signer.sign({ groups: ['beta'], exp: Date.now() / 1000 + 600 });
    const call = (headers: Record<string, string>) =>
      postMcp(
        // Every caller numbers its requests from 1: the ids of concurrent requests are the same.
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: MCP_TOOLS.filesystem, arguments: { command: 'cat /beta/drones.md' } },
        }),
        headers,
      ).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { id: number; result: { isError?: boolean } },
      }));
    const callers = Array.from({ length: 40 }, (_, i): Record<string, string> =>
      i % 2 === 0 ? { authorization: `Bearer ${token}` } : {},
    );
    const answers = await Promise.all(callers.map(call));
    answers.forEach((a, i) => {
      expect(a.status).toBe(200);
      expect(a.body.id).toBe(1);
      // The beta reader reads the gated page; the anonymous caller beside it does not.
      expect(a.body.result.isError === true).toBe(i % 2 === 1);
    });
  });

  it('checks requests as the Streamable HTTP transport does: headers, size, batches, versions', async () => {
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const error = async (r: Response) => ((await r.json()) as { error: { code: number } }).error;
    expect((await postMcp(JSON.stringify(ping(1)), { accept: 'application/json' })).status).toBe(
      406,
    );
    expect((await postMcp(JSON.stringify(ping(1)), { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    expect((await postMcp(JSON.stringify({ padding: 'x'.repeat(300_000) }))).status).toBe(413);
    const tooMany = await postMcp(JSON.stringify(Array.from({ length: 101 }, (_, i) => ping(i))));
    expect(tooMany.status).toBe(400);
    expect((await error(tooMany)).code).toBe(-32600);
    const notJsonRpc = await postMcp(JSON.stringify({ hello: 'world' }));
    expect(notJsonRpc.status).toBe(400);
    expect((await error(notJsonRpc)).code).toBe(-32700);
    const version = await postMcp(JSON.stringify(ping(1)), {
      'mcp-protocol-version': '1999-01-01',
    });
    expect(version.status).toBe(400);
    // A batch: one answer per request, in order, each with its own id.
    const batch = await postMcp(
      JSON.stringify([ping(7), { jsonrpc: '2.0', id: 'b', method: 'no/such' }, ping(9)]),
    );
    expect(batch.status).toBe(200);
    const answered = (await batch.json()) as { id: unknown; result?: object; error?: object }[];
    expect(answered.map((a) => [a.id, 'result' in a])).toEqual([
      [7, true],
      ['b', false],
      [9, true],
    ]);
    // Notifications only: accepted, nothing to answer.
    const notified = await postMcp(
      JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    );
    expect(notified.status).toBe(202);
    // Initialize negotiates the version the client asks for when it is supported.
    const init = await postMcp(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-03-26',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
    );
    const initialized = (await init.json()) as {
      result: { protocolVersion: string; serverInfo: { name: string } };
    };
    expect(initialized.result.protocolVersion).toBe('2025-03-26');
    expect(initialized.result.serverInfo.name).toMatch(/-docs$/);
  });

  it('answers bad calls with JSON-RPC errors, never a stack trace', async () => {
    const client = await connect();
    const unknown = await client
      .callTool({ name: 'rm_rf', arguments: {} })
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(McpError);
    expect((unknown as McpError).code).toBe(-32602);
    expect((unknown as McpError).message).toContain('No tool named rm_rf');
    const bad = await client
      .callTool({ name: MCP_TOOLS.search, arguments: { query: 'x', version: 'v9' } })
      .catch((e: unknown) => e);
    expect((bad as McpError).code).toBe(-32602);
    await client.close();
    const broken = await postMcp('{"jsonrpc": "2.0", "id": 1, "method"');
    expect(broken.status).toBe(400);
    const parsed = (await broken.json()) as { error: { code: number; message: string } };
    expect(parsed.error.code).toBe(-32700);
    expect(JSON.stringify(parsed)).not.toMatch(/\bat \S+\.js:\d+/);
    // Stateless: no event stream to open with GET (the transport's specification allows a 405).
    const get = await fetch(`${serve.url}/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
    expect(serve.stderr()).not.toContain('failed');
  });
});
