/** The size of a page's Open Graph image, as the reference generates it and social sites show it. */
export const THUMBNAIL_WIDTH = 1200;
export const THUMBNAIL_HEIGHT = 630;

/** The image formats a thumbnail can show (as a logo or a background). */
export type ImageType = 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/gif';

export interface ThumbnailImage {
  readonly type: ImageType;
  readonly data: Uint8Array;
}

/** A font file (TrueType, OpenType or WOFF) the text is set in, before the bundled Inter. */
export interface ThumbnailFont {
  readonly family: string;
  readonly data: Uint8Array;
}

/** What every thumbnail of a site shares: docs.json `thumbnails`, `colors`, `logo` and `name`. */
export interface ThumbnailLook {
  readonly appearance: 'light' | 'dark';
  /** The colour of the section name and of the glow behind the text (docs.json `colors`). */
  readonly accent: string;
  /** Shown in place of the logo when there is none. */
  readonly siteName: string;
  readonly logo?: ThumbnailImage | undefined;
  /** Drawn over the whole image, under the text (docs.json `thumbnails.background`). */
  readonly background?: ThumbnailImage | undefined;
  readonly font?: ThumbnailFont | undefined;
}

/** What one page's thumbnail says. */
export interface ThumbnailText {
  readonly title: string;
  readonly description?: string | undefined;
  /** The page's section (its group in the navigation), above the title. */
  readonly eyebrow?: string | undefined;
}
