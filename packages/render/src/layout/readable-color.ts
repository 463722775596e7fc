/** sRGB channels 0–255. */
type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` → channels; anything else → undefined. */
export function parseHexColor(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * `color` as given when it reads on `background` with at least `ratio` contrast; otherwise the
 * least change of it towards black or white (whichever the background calls for) that does.
 * Colours that are not hex are returned unchanged.
 */
export function readableOn(color: string, background: string, ratio = AA_TEXT): string {
  const fg = parseHexColor(color);
  const bg = parseHexColor(background);
  if (!fg || !bg) return color;
  if (contrastRatio(fg, bg) >= ratio) return color;
  const target: Rgb = relativeLuminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(fg, target, step / 20);
    if (contrastRatio(candidate, bg) >= ratio) return toHex(candidate);
  }
  return toHex(target);
}

/** `a` mixed with `b` (`t` = 0 is `a`, 1 is `b`), as hex; `a` when either is not hex. */
export function mixColors(a: string, b: string, t: number): string {
  const x = parseHexColor(a);
  const y = parseHexColor(b);
  return x && y ? toHex(mix(x, y, t)) : a;
}

/**
 * A filled button or banner in `color`: white text on it, the fill darkened just enough for
 * AA, for mid and dark colours; black text on it as given for light ones (a lime, a yellow).
 */
export function filledColors(color: string): { readonly fill: string; readonly text: string } {
  const rgb = parseHexColor(color);
  if (!rgb) return { fill: color, text: '#ffffff' };
  if (relativeLuminance(rgb) > 0.3) return { fill: color, text: '#000000' };
  return { fill: readableOn(color, '#ffffff'), text: '#ffffff' };
}
