import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';

const fixture = fileURLToPath(new URL('../../../fixtures/theme-defaults/', import.meta.url));

let work: string;

/** Builds the fixture with docs.json changed by `edit`, and returns the HTML of `install/cli`. */
async function pageWith(
  name: string,
  edit: (config: Record<string, unknown>) => void,
): Promise<string> {
  const root = join(work, name);
  await cp(fixture, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  edit(config);
  await writeFile(join(root, 'docs.json'), JSON.stringify(config));
  const result = await buildSite({
    root,
    outDir: join(root, 'out'),
    cacheDir: join(work, `cache-${name}`),
    network: false,
  });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return readFile(join(root, 'out', 'install', 'cli', 'index.html'), 'utf8');
}

const drilldownOf = (html: string) => /data-drilldown="(true|false)"/.exec(html)?.[1];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-theme-defaults-'));
}, 30_000);

describe('per-theme defaults of styling.eyebrows and interaction.drilldown', () => {
  it('turns drilldown on for almond when interaction.drilldown is unset, and shows the section eyebrow', async () => {
    const html = await pageWith('almond', () => {});
    expect(drilldownOf(html)).toBe('true');
    expect(html).toContain('<p class="q-eyebrow">Install</p>');
    expect(html).not.toContain('q-breadcrumbs');
  }, 60_000);

  it('lets an explicit value win over the theme default', async () => {
    const html = await pageWith('almond-explicit', (c) => {
      c['interaction'] = { drilldown: false };
      c['styling'] = { eyebrows: 'breadcrumbs' };
    });
    expect(drilldownOf(html)).toBe('false');
    expect(html).toContain('class="q-breadcrumbs"');
    expect(html).not.toContain('q-eyebrow');
  }, 60_000);

  it('leaves drilldown off for a theme without that default', async () => {
    const html = await pageWith('mint', (c) => {
      c['theme'] = 'mint';
    });
    expect(drilldownOf(html)).toBe('false');
    expect(html).toContain('<p class="q-eyebrow">Install</p>');
  }, 60_000);
});
