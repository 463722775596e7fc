import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../../../test-support/axe.js';
import { belowAA, seenContrast } from '../../../test-support/seen-contrast.js';
import { useSitesInChromium } from '../../../test-support/sites-under-test.js';

const fixture = fileURLToPath(new URL('../../../fixtures/background-decoration/', import.meta.url));
const e2e = useSitesInChromium();

/** Images that fight the text: black behind light-mode text, white behind dark-mode text. */
const HOSTILE_IMAGES = [
  ['bg-light', '#000000'],
  ['bg-dark', '#ffffff'],
] as const;

/** The fixture (a dark primary colour, a light one for dark mode) with `background` as given. */
async function siteWith(background: Record<string, unknown>): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), 'quire-background-')), 'docs');
  await cp(fixture, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, background }));
  await mkdir(join(root, 'images'));
  for (const [name, fill] of HOSTILE_IMAGES)
    await writeFile(
      join(root, 'images', `${name}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="${fill}"/></svg>`,
    );
  return root;
}

const CASES: readonly (readonly [string, Record<string, unknown>])[] = [
  ['gradient', { decoration: 'gradient' }],
  ['grid', { decoration: 'grid' }],
  ['windows', { decoration: 'windows' }],
  [
    'image and gradient over background.color',
    {
      decoration: 'gradient',
      image: { light: '/images/bg-light.svg', dark: '/images/bg-dark.svg' },
      color: { light: '#FFF7ED', dark: '#1C1917' },
    },
  ],
];

describe('background decorations keep body text at WCAG AA (Chromium)', () => {
  it.each(CASES)('%s, in light and dark mode', async (_name, background) => {
    const base = await e2e.sites.open('serve', await siteWith(background));
    const worst: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await e2e.browser.newPage({
        viewport: { width: 1400, height: 900 },
        colorScheme,
      });
      expect((await page.goto(`${base}/`))?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
      // The decoration is drawn (and the image loaded) before anything is measured.
      const band = await page.evaluate(() => {
        const content = document.getElementById('content-area')!;
        return [
          getComputedStyle(content, '::before').backgroundImage,
          getComputedStyle(content, '::after').backgroundImage,
        ];
      });
      expect(band.join(' ')).toMatch(/gradient|url\(/);
      await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode())));
      const seen = await seenContrast(page, '#content-area');
      expect(seen.length).toBeGreaterThan(10);
      expect(belowAA(seen), colorScheme).toEqual([]);
      expect(seriousViolations(await runAxe(page)), colorScheme).toEqual([]);
      const min = Math.min(...seen.filter((s) => !s.large).map((s) => s.contrast));
      worst.push(`${colorScheme} ${min.toFixed(2)}:1`);
      await page.close();
    }
    console.log(`lowest body-text contrast, ${_name}: ${worst.join(', ')}`);
  });
});
