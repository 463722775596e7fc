import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenshot, useSitesInChromium } from '../../../test-support/sites-under-test.js';

const fixture = fileURLToPath(new URL('../../../fixtures/reader-experience/', import.meta.url));
const e2e = useSitesInChromium();

/** The borders and text decoration a reader sees on an element, and the gap between its title and its text. */
const looks = (selector: string) => {
  const el = document.querySelector(selector)!;
  const s = getComputedStyle(el);
  const title = el.querySelector('h3')?.getBoundingClientRect();
  const text = el.querySelector('h3 ~ p')?.getBoundingClientRect();
  return {
    top: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
    left: `${s.borderLeftWidth} ${s.borderLeftStyle}`,
    underline: s.textDecorationLine,
    gap: title && text ? text.top - title.bottom : undefined,
  };
};

describe('cards built with utility classes (as the mem0 home page builds them)', () => {
  it.each([
    ['/guides/utility-cards', 'light'],
    ['/guides/utility-cards', 'dark'],
    ['/guides/cards', 'light'],
  ] as const)(
    'on %s, draw their borders and no underline in %s mode',
    async (path, colorScheme) => {
      const base = await e2e.sites.open('serve', fixture);
      const page = await e2e.browser.newPage({
        viewport: { width: 1400, height: 900 },
        colorScheme,
      });
      expect((await page.goto(`${base}${path}`))?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
      // `border border-gray-200` (dark: `dark:border-zinc-800`): a 1px solid line all round, in that colour.
      const card = await page.evaluate(looks, 'a.group');
      expect(card.top).toBe(
        colorScheme === 'light' ? '1px solid rgb(229, 231, 235)' : '1px solid rgb(39, 39, 42)',
      );
      expect(card.left).toBe('1px solid');
      // A link around blocks is a card, not underlined text…
      expect(card.underline).toBe('none');
      // …while a link in running text still is.
      const inline = page.locator('p > a[href="/guides/cards"], p > a[href="/index"]').first();
      if ((await inline.count()) > 0)
        expect(await inline.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe(
          'underline',
        );
      if (path === '/guides/utility-cards') {
        // mode: custom is a blank canvas: `gap-2` (8px) is the space between the title and the text, no paragraph margins.
        expect(card.gap).toBeGreaterThanOrEqual(7);
        expect(card.gap).toBeLessThanOrEqual(9);
        // `border-t-2 border-dashed`: the top line only, dashed, in the default light grey.
        const dashed = await page.evaluate(looks, '.border-dashed');
        expect(dashed.top).toBe('2px dashed rgb(229, 231, 235)');
        expect(dashed.left).toMatch(/^0px /);
      }
      await screenshot(page, `utility-cards${path.replaceAll('/', '-')}-${colorScheme}`);
      await page.close();
    },
  );
});
