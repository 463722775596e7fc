import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { THEME_NAMES, type ThemeName } from '@quire/render';
import { runAxe, seriousViolations } from '../../../test-support/axe.js';
import { pixelDifferences } from '../../../test-support/image-diff.js';
import { useSitesInChromium } from '../../../test-support/sites-under-test.js';
import { EXPECTED_TRAITS, measureTraits } from './theme-traits.js';

const fixture = fileURLToPath(new URL('../../../fixtures/themes/', import.meta.url));
/** Where the Themes page of the docs (docs/guides/themes.mdx) finds the screenshots. */
const committedShots = fileURLToPath(new URL('../../../docs/images/themes/', import.meta.url));
const PAGE = '/guides/quickstart';
/**
 * A committed screenshot is stale when more than this share of its pixels changed. The screenshots are taken
 * by the same Debian Chromium each run and come out the same pixel for pixel; the margin absorbs a newer
 * Chromium's text rendering, while a change to a theme's stylesheet (a moved column, another type size or
 * font, tabs drawn differently) changes several percent of the image.
 */
const STALE_SHARE = 0.01;
/** Two themes must differ in at least this share of the pixels of the same page. */
const DISTINCT_SHARE = 0.02;

const e2e = useSitesInChromium();
const urls = new Map<ThemeName, string>();

/** The fixture built once per theme (only docs.json's `theme` differs) and served. */
beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'quire-themes-'));
  for (const theme of THEME_NAMES) {
    const root = join(work, theme);
    await cp(fixture, root, { recursive: true });
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as object;
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, theme }));
    const result = await buildSite({
      root,
      outDir: join(root, 'out'),
      cacheDir: join(work, 'cache'),
      network: false,
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    urls.set(theme, await e2e.sites.serve(result.outDir));
  }
}, 600_000);

/**
 * The page in a theme at 1280×800 CSS pixels (the desktop layout), drawn at 800×500 to keep the PNG
 * small: its screenshot, its traits (a theme's that it lacks, as a message), and axe-core's serious and
 * critical findings.
 */
async function visit(theme: ThemeName, colorScheme: 'light' | 'dark') {
  const page = await e2e.browser.newPage({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 0.625,
    colorScheme,
  });
  await page.goto(`${urls.get(theme)}${PAGE}`);
  await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  const shot = await page.screenshot({ type: 'png' });
  const traits = await measureTraits(page);
  const missing = EXPECTED_TRAITS[theme](traits) ? [] : [`${theme}: ${JSON.stringify(traits)}`];
  const findings = seriousViolations(await runAxe(page)).map((line) => `${theme}: ${line}`);
  await page.close();
  return { shot, missing, findings };
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

describe('themes: one layout, nine looks', () => {
  it('draws each theme with its traits and no two alike, keeps the docs screenshots current, and passes axe in light mode', async () => {
    const shots: Record<string, Buffer> = {};
    const missing: string[] = [];
    const findings: string[] = [];
    for (const theme of THEME_NAMES) {
      const visited = await visit(theme, 'light');
      shots[theme] = visited.shot;
      missing.push(...visited.missing);
      findings.push(...visited.findings);
    }
    expect(missing).toEqual([]);
    expect(findings).toEqual([]);
    const pairs = THEME_NAMES.flatMap((a, i) =>
      THEME_NAMES.slice(i + 1).map((b) => [a, b] as const),
    );
    const shares = await pixelDifferences(e2e.browser, shots, pairs);
    const alike = pairs
      .map(([a, b], i) => ({ pair: `${a} and ${b}`, share: shares[i]! }))
      .filter(({ share }) => share < DISTINCT_SHARE)
      .map(({ pair, share }) => `${pair}: ${percent(share)} of pixels differ`);
    const closest = Math.min(...shares);
    console.log(`the two most alike themes differ in ${percent(closest)} of their pixels`);
    expect(alike).toEqual([]);

    const committed: Record<string, Buffer> = {};
    for (const theme of THEME_NAMES) {
      const file = join(committedShots, `${theme}.png`);
      if (process.env.UPDATE_FIXTURES === '1') await writeFile(file, shots[theme]!);
      if (existsSync(file)) committed[`docs:${theme}`] = await readFile(file);
    }
    const present = THEME_NAMES.filter((t) => committed[`docs:${t}`]);
    const drift = await pixelDifferences(
      e2e.browser,
      { ...shots, ...committed },
      present.map((t) => [t, `docs:${t}`] as const),
    );
    const stale = [
      ...THEME_NAMES.filter((t) => !committed[`docs:${t}`]).map((t) => `${t}: no image`),
      ...present
        .map((theme, i) => ({ theme, share: drift[i]! }))
        .filter(({ share }) => share > STALE_SHARE)
        .map(({ theme, share }) => `${theme}: ${percent(share)} of pixels changed`),
    ];
    console.log(`the committed screenshots differ by at most ${percent(Math.max(0, ...drift))}`);
    // Run with UPDATE_FIXTURES=1 to write docs/images/themes/ again.
    expect(stale).toEqual([]);
  }, 600_000);

  it('passes axe in every theme in dark mode', async () => {
    const findings: string[] = [];
    for (const theme of THEME_NAMES) findings.push(...(await visit(theme, 'dark')).findings);
    expect(findings).toEqual([]);
  }, 600_000);
});
