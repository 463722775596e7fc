import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenshot, useSitesInChromium } from '../../../test-support/sites-under-test.js';

const fixture = fileURLToPath(new URL('../../../fixtures/reader-experience/', import.meta.url));
const e2e = useSitesInChromium();

/** The borders and text decoration a reader sees on an element. */
const looks = (selector: string) => {
  const el = document.querySelector(selector)!;
  const s = getComputedStyle(el);
  return {
    top: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
    left: `${s.borderLeftWidth} ${s.borderLeftStyle}`,
    underline: getComputedStyle(el.querySelector('h3, p') ?? el).textDecorationLine,
  };
};

describe('cards built with utility classes (as the mem0 home page builds them)', () => {
  it.each(['light', 'dark'] as const)('draw their borders and no underline in %s mode', async (colorScheme) => {
    const base = await e2e.sites.open('serve', fixture);
    const page = await e2e.browser.newPage({ viewport: { width: 1400, height: 900 }, colorScheme });
    expect((await page.goto(`${base}/guides/utility-cards`))?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
    // `border border-gray-200` (dark: `dark:border-zinc-800`): a 1px solid line all round, in that colour.
    const card = await page.evaluate(looks, 'a.group');
    expect(card.top).toBe(colorScheme === 'light' ? '1px solid rgb(229, 231, 235)' : '1px solid rgb(39, 39, 42)');
    expect(card.left).toBe('1px solid');
    // A link around blocks is a card: its title and text are not underlined…
    expect(card.underline).toBe('none');
    // …while a link in running text still is.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('a[href="/guides/cards"]:not(.group)')!).textDecorationLine)).toBe('underline');
    // `border-t-2 border-dashed`: the top line only, dashed, in the default light grey.
    const dashed = await page.evaluate(looks, '.border-dashed');
    expect(dashed.top).toBe('2px dashed rgb(229, 231, 235)');
    expect(dashed.left).toMatch(/^0px /);
    await screenshot(page, `utility-cards-${colorScheme}`);
    await page.close();
  });
});
