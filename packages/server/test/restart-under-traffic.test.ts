import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtCorpus } from '../../../test-support/built-corpus.js';
import { runQuire, startQuireServe, type ServeProcess } from '../../../test-support/quire-serve.js';

// Issue 33: a server restarted while 100 clients keep searching the largest corpus (prefect, a 2 MB
// index) loads its index once, not once per waiting request: every search sent after the restart
// is answered within the client's timeout, and the process's peak memory stays under twice that of
// a server that answered one search.
const CLIENTS = 100;
const CLIENT_TIMEOUT_MS = 120_000;
/** Searches each client gets answered after the restart before the traffic stops. */
const ROUNDS_AFTER_RESTART = 3;
const QUERIES = ['flow run', 'deployment', 'work pool', 'retries', 'blocks', 'automations'];

/** Peak resident memory of a process so far, in bytes (Linux: VmHWM of /proc/<pid>/status). */
function peakMemory(pid: number): number {
  const line = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmHWM for process ${pid}`);
  return Number(line[1]) * 1024;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

function search(agent: Agent, url: string, key: string, query: string): Promise<Answer> {
  const body = JSON.stringify({ query, pageSize: 5 });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/discovery/v1/search/prefect', url),
      {
        method: 'POST',
        agent,
        timeout: CLIENT_TIMEOUT_MS,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${CLIENT_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

describe('a restart under search traffic', () => {
  const work = mkdtempSync(join(tmpdir(), 'quire-restart-'));
  let server: ServeProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it(`${CLIENTS} clients keep searching while the server is killed and started again`, async () => {
    const site = builtCorpus('prefect').out;
    const config = join(work, 'quire.server.json');
    writeFileSync(
      config,
      JSON.stringify({
        sites: { prefect: { site } },
        limits: { perKey: false, perAddress: false },
      }),
    );
    const { key } = JSON.parse(
      runQuire([
        'keys',
        'create',
        '--config',
        config,
        '--kind',
        'assistant',
        '--domain',
        'prefect',
        '--json',
      ]),
    ) as { key: string };
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

    // The figure to compare with: a fresh server that answered one search.
    server = await startQuireServe(site, ['--config', config], {});
    const one = await search(agent, server.url, key, 'flow run');
    expect(one.status).toBe(200);
    expect((JSON.parse(one.body) as unknown[]).length).toBeGreaterThan(0);
    const single = peakMemory(server.child.pid!);
    const port = new URL(server.url).port;

    let restartedAt = Infinity;
    let stopping = false;
    const afterRestart: Answer[] = [];
    const failures: string[] = [];
    const client = async (i: number) => {
      let answered = 0;
      for (let n = i; !stopping || answered < ROUNDS_AFTER_RESTART; n++) {
        const sentAt = performance.now();
        const answer = await search(
          agent,
          `http://127.0.0.1:${port}`,
          key,
          QUERIES[n % QUERIES.length]!,
        ).catch((error: Error) => error);
        if (sentAt <= restartedAt) {
          // Sent to the old server or while none listened: refused or cut off, as a crash does.
          if (answer instanceof Error) await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        if (answer instanceof Error) failures.push(`client ${i}: ${answer.message}`);
        else afterRestart.push(answer);
        answered++;
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
    // Let the traffic run against the warm server, then crash it and start it again on the same port.
    await new Promise((r) => setTimeout(r, 2000));
    await server.kill('SIGKILL');
    server = await startQuireServe(site, ['--config', config, '--port', port], {});
    restartedAt = performance.now();
    stopping = true;
    await Promise.all(clients);
    agent.destroy();

    expect(failures).toEqual([]);
    expect(afterRestart.length).toBe(CLIENTS * ROUNDS_AFTER_RESTART);
    expect(afterRestart.filter((a) => a.status !== 200)).toEqual([]);
    const peak = peakMemory(server.child.pid!);
    expect(peak, `peak ${peak >> 20} MB, one search ${single >> 20} MB`).toBeLessThan(2 * single);
  }, 900_000);
});
