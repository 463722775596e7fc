import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useSitesInChromium } from '../../../test-support/sites-under-test.js';

const fixture = fileURLToPath(new URL('../../../fixtures/reader-experience/', import.meta.url));
const e2e = useSitesInChromium();

const LONG_PATH =
  '/organizations/{organizationId}/projects/{projectId}/environments/{environmentName}/deployments/{deploymentId}/logs';

/** The boxes of the endpoint bar and what sits in it, and whether the page scrolls sideways. */
const barOf = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.q-api-endpoint')!;
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        middle: (r.top + r.bottom) / 2,
      };
    };
    const url = bar.querySelector<HTMLElement>('code')!;
    return {
      bar: box(bar),
      method: box(bar.querySelector('.q-api-method')),
      url: {
        ...box(url),
        cut: url.scrollWidth > url.clientWidth,
        title: url.title,
        overflow: getComputedStyle(url).textOverflow,
      },
      button: box(
        [...bar.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Try it') ?? null,
      ),
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });

/** The long-path endpoint page in Chromium at a viewport, once its "Try it" shows. */
async function openLongPath(width: number, height: number): Promise<Page> {
  const base = await e2e.sites.open('serve', fixture);
  const page = await e2e.browser.newPage({ viewport: { width, height } });
  expect((await page.goto(`${base}/api/deployment-logs`))?.status()).toBe(200);
  await page.locator('.q-api-endpoint button:has-text("Try it")').waitFor({ state: 'visible' });
  return page;
}

describe('the endpoint bar of a long path', () => {
  it.each([[1400, 900]])(
    'keeps the method, the cut path and "Try it" on one line at %ipx',
    async (width, height) => {
      const page = await openLongPath(width, height);
      const b = await barOf(page);
      // One line, the first of the bar: the path's and the button's middles are the method's.
      expect(Math.abs(b.button.middle - b.method.middle)).toBeLessThanOrEqual(2);
      expect(Math.abs(b.url.middle - b.method.middle)).toBeLessThanOrEqual(2);
      expect(b.method.top - b.bar.top).toBeLessThan(20);
      // The path keeps room to be read: at least its first segment.
      expect(b.url.right - b.url.left).toBeGreaterThan(200);
      // Inside the bar, after the path.
      expect(b.button.right).toBeLessThanOrEqual(b.bar.right);
      expect(b.button.left).toBeGreaterThanOrEqual(b.url.right);
      expect(b.method.left).toBeGreaterThanOrEqual(b.bar.left);
      // The path is cut with an ellipsis, and its whole text is the title.
      expect(b.url.cut).toBe(true);
      expect(b.url.overflow).toBe('ellipsis');
      expect(b.url.title).toBe(LONG_PATH);
      expect(b.sideways).toBe(false);
      await screenshot(page, `endpoint-bar-${width}`);
      await page.close();
    },
  );

  it.each([
    [360, 780],
    [390, 844],
  ])(
    'on a phone (%ipx) keeps the method and "Try it" on the first line and shows the whole path below',
    async (width, height) => {
      const page = await openLongPath(width, height);
      const b = await barOf(page);
      // The first line: the method at the start, "Try it" at the end, on the same middle.
      expect(b.method.top - b.bar.top).toBeLessThan(20);
      expect(Math.abs(b.button.middle - b.method.middle)).toBeLessThanOrEqual(2);
      expect(b.button.right).toBeLessThanOrEqual(b.bar.right);
      expect(b.bar.right - b.button.right).toBeLessThan(20);
      // The path below it, across the bar, whole (no hover title on a phone) and on a few lines.
      expect(b.url.top).toBeGreaterThanOrEqual(b.method.bottom);
      expect(b.url.right - b.url.left).toBeGreaterThan(width - 80);
      expect(b.url.cut).toBe(false);
      const lines = await page.evaluate(() => {
        const url = document.querySelector<HTMLElement>('.q-api-endpoint code')!;
        const lineHeight = parseFloat(getComputedStyle(url).lineHeight);
        return {
          lines: Math.round(url.getBoundingClientRect().height / lineHeight),
          text: url.textContent,
        };
      });
      expect(lines.text).toBe(LONG_PATH);
      expect(lines.lines).toBeGreaterThan(1);
      expect(lines.lines).toBeLessThanOrEqual(4);
      // Each line but the last ends just after a slash (the path breaks between its segments).
      const breaks = await page.evaluate(() => {
        const url = document.querySelector<HTMLElement>('.q-api-endpoint code')!;
        const range = document.createRange();
        const ends: string[] = [];
        let lastTop: number | undefined;
        let previous = '';
        const walker = document.createTreeWalker(url, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = range.getBoundingClientRect().top;
            if (lastTop !== undefined && top > lastTop + 2) ends.push(previous);
            lastTop = top;
            previous = node.textContent![i]!;
          }
        }
        return ends;
      });
      expect(breaks.length).toBeGreaterThan(0);
      expect(breaks.every((c) => c === '/')).toBe(true);
      expect(b.sideways).toBe(false);
      await screenshot(page, `endpoint-bar-${width}`);
      await page.close();
    },
  );
});

describe('an API page with examples on a phone', () => {
  it('gives the page the whole width (the hidden sidebar keeps no column), with the examples below', async () => {
    const base = await e2e.sites.open('serve', fixture);
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    expect((await page.goto(`${base}/api/get-pet`))?.status()).toBe(200);
    const boxes = await page.evaluate(() => {
      const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
      return {
        article: box('.q-article'),
        examples: box('[data-slot="request-example"]'),
        sideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    expect(boxes.article.width).toBeGreaterThan(390 - 60);
    expect(boxes.examples.width).toBeGreaterThan(390 - 60);
    expect(boxes.examples.top).toBeGreaterThan(boxes.article.top);
    expect(boxes.sideways).toBe(false);
    await screenshot(page, 'api-page-phone');
    await page.close();
  });
});
