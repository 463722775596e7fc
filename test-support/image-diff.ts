import type { Browser } from 'playwright-core';

/** A channel must move by more than this (of 255) for a pixel to count as changed: below it is anti-aliasing noise. */
const CHANNEL_TOLERANCE = 24;

/**
 * For each pair of named PNG images, the share of pixels (0–1) that differ between the two; images of
 * different sizes differ entirely (1). Chromium decodes and compares them in a blank page, each image once
 * (no image library needed).
 */
export async function pixelDifferences(
  browser: Browser,
  images: Readonly<Record<string, Buffer>>,
  pairs: readonly (readonly [string, string])[],
): Promise<number[]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ images, pairs, tolerance }) => {
        const decode = async (base64: string) => {
          const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
          const bitmap = await createImageBitmap(blob);
          const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const decoded = new Map<string, ImageData>();
        for (const [name, base64] of Object.entries(images))
          decoded.set(name, await decode(base64));
        return pairs.map(([a, b]) => {
          const [x, y] = [decoded.get(a)!, decoded.get(b)!];
          if (x.width !== y.width || x.height !== y.height) return 1;
          let changed = 0;
          for (let i = 0; i < x.data.length; i += 4) {
            for (let c = 0; c < 4; c++) {
              if (Math.abs(x.data[i + c]! - y.data[i + c]!) > tolerance) {
                changed++;
                break;
              }
            }
          }
          return changed / (x.width * x.height);
        });
      },
      {
        images: Object.fromEntries(
          Object.entries(images).map(([k, v]) => [k, v.toString('base64')]),
        ),
        pairs,
        tolerance: CHANNEL_TOLERANCE,
      },
    );
  } finally {
    await page.close();
  }
}
