import type { Locator } from 'playwright-core';

export interface VisibleColor {
  /** The text colour as Chromium computes it (`rgb(…)`). */
  readonly color: string;
  /** The first opaque background behind the element. */
  readonly background: string;
  /** WCAG contrast ratio of the two. */
  readonly contrast: number;
}

/**
 * The colour an element's text is drawn in, the background it is drawn on (the nearest ancestor
 * with an opaque background) and their WCAG contrast ratio, as Chromium computes them.
 */
export function visibleColor(locator: Locator): Promise<VisibleColor> {
  return locator.first().evaluate((el) => {
    // `rgb(r g b / a)` in 0–255, or `color(srgb r g b / a)` in 0–1 (what color-mix() computes to).
    const channels = (css: string) => {
      const n = (css.replace(/^color\(srgb/, '').match(/[\d.]+/g) ?? []).map(Number);
      return css.startsWith('color(') ? n.map((c, i) => (i < 3 ? c * 255 : c)) : n;
    };
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = channels(css).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let node: Element | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      const alpha = channels(bg)[3];
      if (bg !== 'transparent' && (alpha === undefined || alpha >= 0.99)) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    const color = getComputedStyle(el).color;
    const [hi, lo] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    return { color, background, contrast: (hi + 0.05) / (lo + 0.05) };
  });
}
