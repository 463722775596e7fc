import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/${name}/`, import.meta.url));
const SECRET = `quire-secret-${process.pid}`;

let work: string;
let clean: BuildResult;
let failing: BuildResult;

beforeAll(async () => {
  process.env['QUIRE_SANDBOX_SECRET'] = SECRET;
  work = await mkdtemp(join(tmpdir(), 'quire-sandbox-'));
  clean = await buildSite({
    root: fixture('page-sandbox'),
    outDir: join(work, 'clean'),
    cacheDir: join(work, 'cache-clean'),
    network: false,
  });
  failing = await buildSite({
    root: fixture('page-sandbox-errors'),
    outDir: join(work, 'failing'),
    cacheDir: join(work, 'cache-failing'),
    network: false,
  });
}, 120_000);

afterAll(() => {
  delete process.env['QUIRE_SANDBOX_SECRET'];
});

/** Every file the build wrote except the bundled assets, with its text. */
async function outputs(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !path.includes('/_quire/assets/'))
      files.set(path, await readFile(path, 'utf8'));
  }
  return files;
}

describe('page code runs in a sandbox without Node', () => {
  it('renders expressions, snippets with hooks and built-in components with icons', async () => {
    expect(clean.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(join(work, 'clean', 'index.html'), 'utf8');
    expect(html).toContain('ALPHA and BETA');
    expect(html).toContain('<p class="counter">Count: 3</p>');
    expect(html).toContain('data-icon="rocket"');
  });

  it('blocks every way to the host realm, and nothing of the host reaches any output', async () => {
    const html = await readFile(join(work, 'clean', 'escapes', 'index.html'), 'utf8');
    const probes = [...html.matchAll(/<span class="probe">(.*?)<\/span>/g)].map((m) => m[1]);
    expect(probes).toHaveLength(9);
    for (const probe of probes) expect(probe).toMatch(/^blocked-/);
    const files = await outputs(join(work, 'clean'));
    expect([...files.keys()].some((f) => f.endsWith('llms-full.txt'))).toBe(true);
    for (const [file, text] of files) expect(text.includes(SECRET), file).toBe(false);
  });

  it('leaves out an expression that throws, with a warning at the expression and the hint that fixes it', async () => {
    const warning = clean.diagnostics.find((d) => d.code === 'mdx/expression-error');
    expect(warning).toMatchObject({
      severity: 'warning',
      file: 'indented.mdx',
      line: 8,
      column: 25,
    });
    expect(warning?.message).toContain('{contact.name}');
    expect(warning?.hint).toContain('fenced code block');
    const html = await readFile(join(work, 'clean', 'indented', 'index.html'), 'utf8');
    expect(html).toContain('return f&quot;Saved');
    expect(html).toContain('The rest of the page.');
  });

  it('reports Node globals at their place, and a throwing component at its element, while the other pages render', () => {
    expect(failing.ok).toBe(false);
    const at = failing.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`);
    expect(at).toEqual(
      expect.arrayContaining([
        'mdx/host-access node-globals.mdx:7:27',
        'mdx/host-access node-globals.mdx:9:29',
        'mdx/host-access node-globals.mdx:9:37',
      ]),
    );
    const crash = failing.diagnostics.find((d) => d.file === 'crash.mdx');
    expect(crash).toMatchObject({
      code: 'mdx/component-error',
      severity: 'error',
      line: 9,
      column: 1,
    });
    expect(crash?.message).toContain('the component broke');
    expect(failing.diagnostics.some((d) => d.file === 'index.mdx')).toBe(false);
  });
});
