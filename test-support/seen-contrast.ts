import type { Page } from 'playwright-core';

export interface SeenContrast {
  /** The start of the text, to name it in an assertion message. */
  readonly text: string;
  /** The text colour as Chromium computes it. */
  readonly color: string;
  /** WCAG contrast of the text colour with the pixel behind it that is closest to it in luminance. */
  readonly contrast: number;
  /** WCAG large text (24px, or 18.66px bold): AA asks 3:1 of it instead of 4.5:1. */
  readonly large: boolean;
}

interface TextBox {
  readonly text: string;
  readonly color: string;
  readonly large: boolean;
  readonly rects: readonly { x: number; y: number; width: number; height: number }[];
}

/** Every visible run of text under `selector` in the viewport: its colour and the boxes of its lines. */
function textBoxes(page: Page, selector: string): Promise<TextBox[]> {
  return page.evaluate((root) => {
    const boxes: TextBox[] = [];
    const scope = document.querySelector(root);
    if (!scope) return boxes;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('svg, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((r) => r.width > 2 && r.height > 2 && r.bottom > 0 && r.top < innerHeight)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      if (rects.length)
        boxes.push({
          text: text.slice(0, 40),
          color: style.color,
          large: size >= 24 || (bold && size >= 18.66),
          rects,
        });
    }
    return boxes;
  }, selector);
}

/**
 * The contrast of every visible run of text under `selector` with what is drawn behind it, as
 * pixels: the text is made transparent, the viewport is captured, and each run's colour is compared
 * with every pixel of its line boxes (decorations, gradients and background images included, which
 * computed styles and axe's `color-contrast` cannot see through pseudo-elements).
 */
export async function seenContrast(page: Page, selector: string): Promise<SeenContrast[]> {
  const boxes = await textBoxes(page, selector);
  const hide = await page.addStyleTag({
    content: `${selector}, ${selector} * { color: transparent !important; text-decoration-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }`,
  });
  const shot = (await page.screenshot({ animations: 'disabled' })).toString('base64');
  await hide.evaluate((el) => (el as Element).remove());
  return page.evaluate(
    async ({ png, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(image, 0, 0);
      const scale = image.width / innerWidth;
      const lum = (r: number, g: number, b: number) => {
        const c = [r, g, b].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
      };
      const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      return boxes.map((box) => {
        // `rgb(r, g, b)` in 0–255, or `color(srgb r g b)` in 0–1 (what color-mix() computes to).
        const n = (box.color.replace(/^color\(srgb/, '').match(/[\d.]+/g) ?? []).map(Number);
        const [r = 0, g = 0, b = 0] = box.color.startsWith('color(') ? n.map((c) => c * 255) : n;
        const fg = lum(r, g, b);
        let worst = Infinity;
        for (const rect of box.rects) {
          // One pixel in from each edge: a neighbour's border is not behind this text.
          const x = Math.round((rect.x + 1) * scale);
          const y = Math.round((rect.y + 1) * scale);
          const w = Math.max(1, Math.round((rect.width - 2) * scale));
          const h = Math.max(1, Math.min(canvas.height - y, Math.round((rect.height - 2) * scale)));
          if (h <= 0 || y < 0) continue;
          const data = ctx.getImageData(x, y, w, h).data;
          for (let i = 0; i < data.length; i += 4)
            worst = Math.min(worst, ratio(fg, lum(data[i]!, data[i + 1]!, data[i + 2]!)));
        }
        return { text: box.text, color: box.color, contrast: worst, large: box.large };
      });
    },
    { png: shot, boxes },
  );
}

/** The runs of text below WCAG AA (4.5:1, or 3:1 for large text), one line each, for an assertion message. */
export const belowAA = (seen: readonly SeenContrast[]) =>
  seen
    .filter((s) => s.contrast < (s.large ? 3 : 4.5))
    .map((s) => `${s.contrast.toFixed(2)}:1 ${JSON.stringify(s.text)} (${s.color})`);
