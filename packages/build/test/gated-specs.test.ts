import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';

const fixture = fileURLToPath(new URL('../../../fixtures/publish-gated-specs/', import.meta.url));
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-gated-specs-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function buildCopy(name: string, auth: Record<string, unknown>): Promise<string> {
  const root = join(work, name);
  await cp(fixture, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as {
    auth: Record<string, unknown>;
  };
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({ ...config, auth: { ...config.auth, ...auth } }),
  );
  const result = await buildSite({
    root,
    outDir: join(work, `${name}-out`),
    cacheDir: join(work, `${name}-cache`),
    network: false,
    workers: 1,
  });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.ok).toBe(true);
  return result.outDir;
}

describe('the specs of gated playgrounds', () => {
  it('are not published as raw files (nor the files they $ref), and llms.txt does not list them', async () => {
    const out = await buildCopy('default', {});
    expect(existsSync(join(out, 'admin.yaml'))).toBe(false);
    expect(existsSync(join(out, 'schemas/rotation.yaml'))).toBe(false);
    expect(existsSync(join(out, 'public.yaml'))).toBe(true);
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('/public.yaml');
    expect(llms).not.toContain('admin.yaml');
    // The gated playground itself is still written, for quire serve to send to signed-in readers.
    const gated = JSON.parse(await readFile(join(out, '_quire/site.json'), 'utf8')) as {
      auth?: unknown;
    };
    expect(gated.auth).toBeDefined();
    expect(await readFile(join(out, 'admin/index.html'), 'utf8')).toContain(
      'data-q-playground-gated',
    );
  });

  it('are published when docs.json asks with auth.publishGatedSpecs', async () => {
    const out = await buildCopy('published', { publishGatedSpecs: true });
    expect(await readFile(join(out, 'admin.yaml'), 'utf8')).toContain('admin.internal.example.com');
    expect(existsSync(join(out, 'schemas/rotation.yaml'))).toBe(true);
    expect(await readFile(join(out, 'llms.txt'), 'utf8')).toContain('/admin.yaml');
  });
});
