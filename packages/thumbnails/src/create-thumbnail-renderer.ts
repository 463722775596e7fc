import { BUNDLED_FAMILY, loadBundledFonts, type FontFace } from './bundled-fonts.js';
import { thumbnailBackdrop, thumbnailElement } from './thumbnail-element.js';
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type ThumbnailLook,
  type ThumbnailText,
} from './thumbnail-look.js';

/** What changes every image: raise it when the card's design changes, so that cached images are made again. */
export const THUMBNAIL_DESIGN = 'quire-og-2 satori-0.63 resvg-2.6 inter-5';

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
 * and the bundled Inter), resvg draws it as a 1200×630 PNG on libuv's threads. Both are loaded here, on first
 * use, so that a build without `thumbnails` never loads them.
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
  const backdrop = thumbnailBackdrop(look);
  const card = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}">${backdrop}${text}</svg>`;
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
      // satori's SVG, nested in the card over the backdrop.
      const image = await renderAsync(card(svg), {
        fitTo: { mode: 'original' },
        font: { loadSystemFonts: false },
      });
      return { png: image.asPng(), missing: missing.join('') };
    },
  };
}
