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

describe('the endpoint bar of a long path', () => {
  it.each([
    [360, 780],
    [390, 844],
    [1400, 900],
  ])('keeps the method, the cut path and "Try it" on one line at %ipx', async (width, height) => {
    const base = await e2e.sites.open('serve', fixture);
    const page = await e2e.browser.newPage({ viewport: { width, height } });
    expect((await page.goto(`${base}/api/deployment-logs`))?.status()).toBe(200);
    await page.locator('.q-api-endpoint button:has-text("Try it")').waitFor({ state: 'visible' });
    const b = await barOf(page);
    // One line, the first of the bar: the path's and the button's middles are the method's.
    expect(Math.abs(b.button.middle - b.method.middle)).toBeLessThanOrEqual(2);
    expect(Math.abs(b.url.middle - b.method.middle)).toBeLessThanOrEqual(2);
    expect(b.method.top - b.bar.top).toBeLessThan(20);
    // The path keeps room to be read: at least its first segment.
    expect(b.url.right - b.url.left).toBeGreaterThan(width < 640 ? 90 : 200);
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
  });
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
