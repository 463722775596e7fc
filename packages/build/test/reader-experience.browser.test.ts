import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createHighlighter as createShiki } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { builtCorpus } from '../../../test-support/built-corpus.js';
import { screenshot, useSitesInChromium } from '../../../test-support/sites-under-test.js';
import { visibleColor } from '../../../test-support/visible-color.js';

const fixture = fileURLToPath(new URL('../../../fixtures/reader-experience/', import.meta.url));
const e2e = useSitesInChromium();
const VIEWPORT = { width: 1400, height: 900 };

/** The fixture with its docs.json changed by `edit`, in a temporary folder. */
async function variant(edit: (config: Record<string, unknown>) => void): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), 'quire-reader-')), 'docs');
  await cp(fixture, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  edit(config);
  await writeFile(join(root, 'docs.json'), JSON.stringify(config));
  return root;
}

async function openPage(
  base: string,
  path: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport: VIEWPORT, colorScheme });
  const response = await page.goto(`${base}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
  return page;
}

/** `#RRGGBB` as the browser computes it: `rgb(r, g, b)`. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1, 7), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Where the decoration (`::before`) or the background image (`::after`) is drawn: the boxes and backgrounds a reader sees. */
const decorationOf = (page: Page, layer: '::before' | '::after' = '::before') =>
  page.evaluate((pseudo) => {
    const content = document.getElementById('content-area')!;
    const band = getComputedStyle(content, pseudo);
    const box = content.getBoundingClientRect();
    return {
      body: getComputedStyle(document.body).backgroundImage,
      sidebar: getComputedStyle(document.getElementById('sidebar')!).backgroundImage,
      band: {
        image: band.backgroundImage,
        height: parseFloat(band.height),
        top: box.top + window.scrollY,
        mask: band.maskImage || band.webkitMaskImage,
      },
      title: document.getElementById('page-title')!.getBoundingClientRect().bottom + window.scrollY,
      position: band.position,
    };
  }, layer);

describe('background decorations', () => {
  const cases = [
    ['grid', /linear-gradient/],
    ['gradient', /radial-gradient/],
    ['windows', /linear-gradient/],
  ] as const;
  it.each(cases)(
    '%s is a faint band behind the page header, not behind the sidebar or the text',
    async (decoration, drawn) => {
      const root = await variant((c) => {
        c.background = { ...(c.background as object), decoration };
      });
      const page = await openPage(await e2e.sites.open('serve', root), '/guides/cards');
      const d = await decorationOf(page);
      expect(d.body).toBe('none');
      expect(d.sidebar).toBe('none');
      expect(d.band.image).toMatch(drawn);
      // It covers the header (the title sits inside it) and fades out: it stops well above the fold.
      expect(d.band.height).toBeLessThanOrEqual(VIEWPORT.height * 0.45);
      expect(d.title).toBeLessThan(d.band.top + d.band.height);
      expect(d.band.mask).toMatch(/gradient/);
      // The page text stays readable on it.
      expect(
        (await visibleColor(page.locator('.q-card__content'))).contrast,
      ).toBeGreaterThanOrEqual(4.5);
      await screenshot(page, `reader-decoration-${decoration}`);
      await page.close();
    },
  );

  it('background.image is the same band behind the page header, in the light or dark variant, not the whole page', async () => {
    const root = await variant((c) => {
      c.background = {
        ...(c.background as object),
        image: { light: '/images/bg-light.svg', dark: '/images/bg-dark.svg' },
      };
    });
    await mkdir(join(root, 'images'));
    for (const [name, fill] of [
      ['bg-light', '#dbeafe'],
      ['bg-dark', '#1e3a8a'],
    ]) {
      await writeFile(
        join(root, 'images', `${name}.svg`),
        `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400"><rect width="1600" height="400" fill="${fill}"/></svg>`,
      );
    }
    const base = await e2e.sites.open('serve', root);
    for (const [scheme, image] of [
      ['light', 'bg-light.svg'],
      ['dark', 'bg-dark.svg'],
    ] as const) {
      const page = await openPage(base, '/guides/cards', scheme);
      const d = await decorationOf(page, '::after');
      // The browser fetched this mode's image (and only it).
      const fetched = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/images/bg-'))
            .map((e) => [
              new URL(e.name).pathname,
              (e as PerformanceResourceTiming).responseStatus,
            ]),
        );
      await expect.poll(fetched).toEqual([[`/images/${image}`, 200]]);
      expect(d.body).toBe('none');
      expect(d.sidebar).toBe('none');
      expect(d.band.image).toContain(`/images/${image}`);
      // Drawn in the page, scrolling with it (not fixed over the whole window), and faded out above the fold.
      expect(d.position).toBe('absolute');
      expect(d.band.height).toBeLessThanOrEqual(VIEWPORT.height * 0.45);
      expect(d.title).toBeLessThan(d.band.top + d.band.height);
      expect(d.band.mask).toMatch(/gradient/);
      // The grid decoration of the fixture is still drawn, over it.
      expect((await decorationOf(page)).band.image).toMatch(/linear-gradient/);
      expect(
        (await visibleColor(page.locator('.q-card__content'))).contrast,
      ).toBeGreaterThanOrEqual(4.5);
      await screenshot(page, `reader-background-image-${scheme}`);
      await page.close();
    }
  });
});

describe('the reader fixture, built and served', () => {
  let base: string;
  beforeAll(async () => {
    base = await e2e.sites.open('serve', fixture);
  }, 120_000);

  it('in dark mode, draws parameter names, links and accents from the dark palette with AA contrast', async () => {
    // The fixture's primary is near-black (#09090b, as in the mcp corpus): unreadable on a dark page.
    const page = await openPage(base, '/api/get-pet', 'dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    for (const selector of [
      '.q-api-endpoint__param',
      '.q-field__name',
      '.q-nav li > a[aria-current="page"]',
    ]) {
      const seen = await visibleColor(page.locator(selector));
      expect(
        seen.contrast,
        `${selector}: ${seen.color} on ${seen.background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    await screenshot(page, 'reader-dark-api');
    await page.close();
    const light = await openPage(base, '/api/get-pet', 'light');
    expect((await visibleColor(light.locator('.q-field__name'))).contrast).toBeGreaterThanOrEqual(
      4.5,
    );
    await light.close();
  });

  it.each(['light', 'dark'] as const)(
    'shows every character of a code block in the colour Shiki gives it in %s mode',
    async (mode) => {
      const shiki = await createShiki({ themes: ['github-light', 'github-dark'], langs: ['js'] });
      const code = 'const answer = 42;';
      const name = mode === 'light' ? 'github-light' : 'github-dark';
      const theme = shiki.getTheme(name);
      const expected = shiki
        .codeToTokensBase(code, { lang: 'js', theme: name, tokenizeTimeLimit: 10_000 })[0]!
        .flatMap((t) => [...t.content].map((ch) => [ch, rgb(t.color ?? theme.fg)]));
      const page = await openPage(base, '/ar', mode);
      // Each character with the colour the reader sees (the computed colour of the element holding its text).
      const seen = await page
        .locator('.q-code code')
        .first()
        .evaluate((code) => {
          const out: string[][] = [];
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const ch of node.textContent ?? '')
              out.push([ch, getComputedStyle(node.parentElement!).color]);
          }
          return out;
        });
      expect(seen.filter(([ch]) => ch!.trim())).toEqual(expected.filter(([ch]) => ch!.trim()));
      expect(new Set(seen.map(([, color]) => color)).size).toBeGreaterThan(2);
      await page.close();
    },
  );

  it('keeps the request and response examples of a wide API page, beside the reference', async () => {
    const page = await openPage(base, '/api/get-pet');
    expect(await page.getAttribute('html', 'data-page-mode')).toBe('wide');
    const request = page.locator('[data-slot="request-example"]');
    const response = page.locator('[data-slot="response-example"]');
    await expect.poll(() => request.isVisible()).toBe(true);
    expect(await response.isVisible()).toBe(true);
    const article = (await page.locator('#content').boundingBox())!;
    const examples = (await request.boundingBox())!;
    expect(examples.width).toBeGreaterThan(250);
    // The reference column uses the width the table of contents gave up.
    expect(article.width).toBeGreaterThan(550);
    expect(examples.x).toBeGreaterThanOrEqual(article.x + article.width - 1);
    await screenshot(page, 'reader-wide-api');
    await page.close();
  });

  it('shows server URLs, a rendered subtitle, named response examples and plain card titles', async () => {
    const page = await openPage(base, '/api/get-pet');
    const options = await page
      .locator('[aria-label="Server"] option')
      .evaluateAll((els) =>
        els.map((o) => ({ text: o.textContent, hint: o.getAttribute('title') })),
      );
    expect(options).toEqual([
      {
        text: 'https://api.pets.dev/v1',
        hint: 'Production, the servers your account lives on in the EU and the US regions',
      },
      { text: 'https://sandbox.pets.dev/v1', hint: 'Sandbox for tests' },
    ]);
    const subtitle = page.locator('.q-page-header p').last();
    expect(await subtitle.innerText()).toBe('Scopes: pets:read');
    expect(await subtitle.locator('strong').innerText()).toBe('Scopes');
    expect(await subtitle.locator('code').innerText()).toBe('pets:read');
    const tabs = page.locator(
      '[data-slot="response-example"] [role="tab"], [data-slot="response-example"] option',
    );
    expect(await tabs.allInnerTexts()).toEqual(['200 · cat', '200 · dog']);
    await page.close();
    const cards = await openPage(base, '/guides/cards');
    const title = cards.locator('a:has-text("A linked card")');
    expect(await title.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    await screenshot(cards, 'reader-cards');
    await cards.close();
  });

  it('lays out a right-to-left language mirrored, with code left to right', async () => {
    const page = await openPage(base, '/ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const sidebar = (await page.locator('#sidebar').boundingBox())!;
    const content = (await page.locator('#content-area').boundingBox())!;
    const toc = (await page.locator('.q-right').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(content.x);
    expect(toc.x).toBeLessThan(content.x);
    const title = (await page.locator('#page-title').boundingBox())!;
    expect(title.x + title.width).toBeGreaterThan(content.x + content.width - 80);
    expect(
      await page
        .locator('pre')
        .first()
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe('ltr');
    await screenshot(page, 'reader-rtl');
    await page.close();
  });
});

/** Each navigation icon on the page: its name, the drawing's box, and whether it is the placeholder (a lone dashed circle). */
const navIcons = (page: Page) =>
  page.locator('.q-tabbar svg, #sidebar svg').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      const shapes = svg.querySelectorAll('path, polygon, polyline, rect, line, ellipse, circle');
      const placeholder =
        shapes.length === 1 &&
        shapes[0]!.tagName === 'circle' &&
        shapes[0]!.getAttribute('stroke-dasharray') !== null;
      return {
        name: svg.getAttribute('data-icon'),
        width: box.width,
        height: box.height,
        drawn: (svg as SVGGraphicsElement).getBBox().width > 0,
        placeholder,
      };
    }),
  );

describe('navigation icons', () => {
  it('draws Font Awesome names (solid, regular by iconType, Pro names by their free equivalent) offline, and warns with a place for a name that resolves nowhere', async () => {
    const root = fixture;
    const requests: string[] = [];
    const page = await e2e.browser.newPage({ viewport: VIEWPORT });
    page.on('request', (r) => requests.push(r.url()));
    const base = await e2e.sites.open('serve', root);
    await page.goto(`${base}/api/get-pet`);
    const onApi = await navIcons(page);
    // message-bot is Font Awesome Pro: drawn with its free equivalent.
    expect(onApi.map((i) => i.name)).toEqual(
      expect.arrayContaining(['book-open', 'code', 'bot-message-square']),
    );
    for (const icon of onApi) {
      expect(icon.placeholder, icon.name ?? '').toBe(false);
      expect(icon.drawn, icon.name ?? '').toBe(true);
      expect(icon.width).toBeGreaterThanOrEqual(10);
    }
    await page.goto(`${base}/guides/cards`);
    const lightbulb = (await navIcons(page)).find((i) => i.name === 'lightbulb');
    expect(lightbulb).toMatchObject({ drawn: true, placeholder: false });
    expect(
      await page.locator('#sidebar svg[data-icon="lightbulb"]').getAttribute('class'),
    ).toContain('fontawesome');
    await page.goto(`${base}/ar`);
    expect((await navIcons(page)).find((i) => i.name === 'llama')).toMatchObject({
      placeholder: true,
    });
    expect(
      requests.every((url) => url.startsWith(base)),
      requests.filter((url) => !url.startsWith(base)).join(', '),
    ).toBe(true);
    await page.close();
    const work = await mkdtemp(join(tmpdir(), 'quire-reader-icons-'));
    const result = await buildSite({
      root,
      outDir: join(work, 'site'),
      cacheDir: join(work, 'cache'),
      network: false,
    });
    const warnings = result.diagnostics.filter((d) => d.code === 'components/unknown-icon');
    expect(warnings.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([
      ['docs.json', 29, 50, 'warning'],
    ]);
    expect(warnings[0]!.message).toContain('"llama"');
  });

  it('draws Lucide names where icons.library says lucide', async () => {
    const root = await variant((c) => {
      c.icons = { library: 'lucide' };
    });
    const page = await openPage(await e2e.sites.open('serve', root), '/guides/cards');
    const icons = await navIcons(page);
    expect(icons.map((i) => i.name)).toEqual(
      expect.arrayContaining(['book-open', 'code', 'rocket', 'lightbulb']),
    );
    expect(
      await page.locator('.q-tabbar svg[data-icon="book-open"]').getAttribute('class'),
    ).toContain('lucide');
    for (const icon of icons)
      expect(icon, icon.name ?? '').toMatchObject({ drawn: true, placeholder: false });
    await screenshot(page, 'reader-icons-lucide');
    await page.close();
  });
});

describe('a corpus whose primary colour is near-black (mcp), in dark mode', () => {
  it('draws links and the current page in readable colours', async () => {
    const base = await e2e.sites.serve(builtCorpus('mcp').out);
    const page = await openPage(base, '/specification/2025-06-18/basic', 'dark');
    for (const selector of [
      '.q-prose a',
      '.q-nav li > a[aria-current="page"]',
      '.q-tabbar__tab.is-active',
    ]) {
      const seen = await visibleColor(page.locator(selector));
      expect(
        seen.contrast,
        `${selector}: ${seen.color} on ${seen.background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    await screenshot(page, 'reader-mcp-dark');
    await page.close();
  }, 900_000);
});
