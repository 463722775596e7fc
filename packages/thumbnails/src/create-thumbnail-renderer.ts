import { BUNDLED_FAMILY, loadBundledFonts, type FontFace } from './bundled-fonts.js';
import { opaqueCanvas } from './opaque-png.js';
import { thumbnailBackdrop, thumbnailElement } from './thumbnail-element.js';
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type ThumbnailLook,
  type ThumbnailText,
} from './thumbnail-look.js';

/** What changes every image: raise it when the card's design changes, so that cached images are made again. */
export const THUMBNAIL_DESIGN = 'quire-og-3 satori-0.63 resvg-2.6 inter-5';

export interface RenderedThumbnail {
  readonly png: Uint8Array;
  /** The text no font had glyphs for (drawn as nothing); empty when every character was drawn. */
  readonly missing: string;
}

export interface ThumbnailRenderer {
  render(text: ThumbnailText): Promise<RenderedThumbnail>;
}

/**
 * A renderer of one site's thumbnails: satori lays the card out into an SVG (text as paths, in the docs' font
 * and the bundled Inter), resvg draws it on libuv's threads as a transparent 1200×630 layer, and the layer is
 * put over the site's backdrop (drawn once) into an opaque PNG. satori and resvg are loaded here, on first use,
 * so that a build without `thumbnails` never loads them.
 */
export async function createThumbnailRenderer(look: ThumbnailLook): Promise<ThumbnailRenderer> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const custom: FontFace[] = look.font
    ? ([400, 700] as const).map((weight) => ({
        name: look.font!.family,
        data: Buffer.from(look.font!.data),
        weight,
        style: 'normal' as const,
      }))
    : [];
  const bundled = await loadBundledFonts();
  const family = look.font ? `${look.font.family}, ${BUNDLED_FAMILY}` : BUNDLED_FAMILY;
  const size = `width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}"`;
  const layer = (markup: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}">${markup}</svg>`;
  const options = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };
  // The backdrop is the same on every card: drawn once, and each card's text drawn alone over it.
  const backdrop = await renderAsync(layer(thumbnailBackdrop(look)), options);
  const canvas = opaqueCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, backdrop.pixels);
  return {
    async render(text) {
      const missing: string[] = [];
      const fonts = bundled.facesFor(
        `${text.eyebrow ?? ''}${text.title}${text.description ?? ''}${look.logo ? '' : look.siteName}`,
        custom,
      );
      const svg = await satori(thumbnailElement(look, text, family) as never, {
        width: THUMBNAIL_WIDTH,
        height: THUMBNAIL_HEIGHT,
        fonts,
        loadAdditionalAsset: async (_language: string, segment: string) => {
          missing.push(segment);
          return [];
        },
      });
      // satori's SVG, nested in a transparent layer, drawn over the backdrop.
      const drawn = await renderAsync(layer(svg), options);
      return { png: await canvas.png(drawn.pixels), missing: missing.join('') };
    },
  };
}
