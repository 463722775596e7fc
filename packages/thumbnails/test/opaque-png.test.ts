import { describe, expect, it } from 'vitest';
import { renderAsync } from '@resvg/resvg-js';
import { opaqueCanvas } from '../src/opaque-png.js';
import { decodePng, pngSize } from '../../../test-support/png.js';

const W = 320;
const H = 180;
const svg = (markup: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${markup}</svg>`;
const options = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };

// A backdrop with a gradient across every row, and a top layer that covers parts of some rows only, with
// anti-aliased edges and see-through fills: every case of the row-by-row compositing.
const BACKDROP =
  '<rect width="320" height="180" fill="#0b0d0e"/><radialGradient id="g" gradientUnits="userSpaceOnUse" cx="320" cy="0" r="360"><stop offset="0" stop-color="#16a34a" stop-opacity="0.45"/><stop offset="0.55" stop-color="#16a34a" stop-opacity="0"/></radialGradient><rect width="320" height="180" fill="url(#g)"/>';
const TOP =
  '<circle cx="40" cy="40" r="23.5" fill="#f9fafb"/><path d="M100 120 L300 131 L180 170 Z" fill="#ff3366" fill-opacity="0.5"/><rect x="0" y="150" width="320" height="4" fill="#9ca3af"/><rect x="317.5" y="10" width="2.5" height="20" fill="#ffffff"/>';

const maxDifference = (a: Uint8Array, b: Uint8Array) => {
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i]! - b[i]!));
  return most;
};

describe('opaqueCanvas: a thumbnail is its text layer put over a backdrop drawn once', () => {
  it('gives the image resvg draws of the whole card, within rounding', async () => {
    const backdrop = (await renderAsync(svg(BACKDROP), options)).pixels;
    const top = (await renderAsync(svg(TOP), options)).pixels;
    const png = await opaqueCanvas(W, H, backdrop).png(top);
    expect(pngSize(png)).toEqual({ width: W, height: H });
    const ours = decodePng(png);
    const whole = decodePng((await renderAsync(svg(BACKDROP + TOP), options)).asPng());
    // The same picture: resvg blends in its own fixed-point arithmetic, so a channel may differ by a step or two.
    expect(maxDifference(ours.rgba, whole.rgba)).toBeLessThanOrEqual(2);
    // And not the backdrop alone: the top layer is in it.
    expect(
      maxDifference(ours.rgba, decodePng((await renderAsync(svg(BACKDROP), options)).asPng()).rgba),
    ).toBeGreaterThan(100);
  });

  it('an empty top layer gives the backdrop', async () => {
    const backdrop = (await renderAsync(svg(BACKDROP), options)).pixels;
    const png = await opaqueCanvas(W, H, backdrop).png(new Uint8Array(W * H * 4));
    const whole = decodePng((await renderAsync(svg(BACKDROP), options)).asPng());
    expect(maxDifference(decodePng(png).rgba, whole.rgba)).toBe(0);
  });
});
