import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type ThumbnailImage,
  type ThumbnailLook,
  type ThumbnailText,
} from './thumbnail-look.js';

/** An element as satori takes it: a React-element-like object. */
export interface ThumbnailNode {
  readonly type: string;
  readonly props: Readonly<Record<string, unknown>> & {
    readonly style?: Readonly<Record<string, string | number>>;
    readonly children?: string | readonly (ThumbnailNode | null)[];
  };
}

const node = (
  type: string,
  style: Readonly<Record<string, string | number>>,
  children?: string | readonly (ThumbnailNode | null)[],
  attributes: Readonly<Record<string, unknown>> = {},
): ThumbnailNode => ({
  type,
  props: {
    ...attributes,
    style,
    ...(children === undefined
      ? {}
      : { children: typeof children === 'string' ? children : children.filter((c) => c !== null) }),
  },
});

export const dataUri = (image: ThumbnailImage) =>
  `data:${image.type};base64,${Buffer.from(image.data).toString('base64')}`;

/** A long title is set smaller, so that most fit on two lines. */
const titleSize = (title: string) => (title.length <= 32 ? 76 : title.length <= 64 ? 64 : 54);

/** The space between the card's edges and its content. */
const MARGIN = { x: 80, y: 64 } as const;

const PALETTE = {
  light: { page: '#ffffff', text: '#0b0d0e', muted: '#4b5563' },
  dark: { page: '#0b0d0e', text: '#f9fafb', muted: '#9ca3af' },
} as const;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Behind the text, as SVG markup drawn under satori's: the page colour, then the docs' background image over
 * the whole card (cover) or a glow of the accent colour from the top right corner, and the logo. It is the same
 * for every page, so it is made once a build; drawn by satori instead, each image came with a full-size clip
 * and mask and the glow with a group opacity, which tripled resvg's work per card.
 */
export function thumbnailBackdrop(look: ThumbnailLook): string {
  const size = `width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}"`;
  const page = `<rect ${size} fill="${PALETTE[look.appearance].page}"/>`;
  const logo = look.logo ? logoMarkup(look.logo) : '';
  if (look.background)
    return `${page}<image ${size} preserveAspectRatio="xMidYMid slice" href="${attribute(dataUri(look.background))}"/>${logo}`;
  // CSS radial-gradient(circle at 100% 0%, accent 0%, transparent 55%): a circle reaching the farthest corner.
  const radius = Math.hypot(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).toFixed(1);
  const color = attribute(look.accent);
  const opacity = look.appearance === 'dark' ? 0.45 : 0.3;
  return (
    `${page}<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${THUMBNAIL_WIDTH}" cy="0" r="${radius}">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="0.55" stop-color="${color}" stop-opacity="0"/></radialGradient>` +
    `<rect ${size} fill="url(#glow)"/>${logo}`
  );
}

const LOGO_BOX = { width: 480, height: 56 } as const;

/** The logo at the top left, in a 480×56 box, kept whole (drawn in the backdrop: it is the same on every card). */
const logoMarkup = (logo: ThumbnailImage) =>
  `<image x="${MARGIN.x}" y="${MARGIN.y}" width="${LOGO_BOX.width}" height="${LOGO_BOX.height}" preserveAspectRatio="xMinYMid meet" href="${attribute(dataUri(logo))}"/>`;

/** Where the logo is (it is in the backdrop), or the site's name where there is no logo. */
function brand(look: ThumbnailLook, color: string): ThumbnailNode {
  if (look.logo) return node('div', { height: LOGO_BOX.height });
  return node('div', { fontSize: 36, fontWeight: 700, color }, look.siteName);
}

/**
 * The card's text on a transparent ground (`thumbnailBackdrop` is drawn under it): logo (or site name) at the
 * top; at the bottom the section, the title and the description, clamped to a few lines.
 */
export function thumbnailElement(
  look: ThumbnailLook,
  text: ThumbnailText,
  fontFamily: string,
): ThumbnailNode {
  const colors = PALETTE[look.appearance];
  const clamp = (lines: number) => ({ display: 'block', lineClamp: lines }) as const;
  return node(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width: THUMBNAIL_WIDTH,
      height: THUMBNAIL_HEIGHT,
      fontFamily,
    },
    [
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          position: 'absolute',
          top: MARGIN.y,
          left: MARGIN.x,
          width: THUMBNAIL_WIDTH - 2 * MARGIN.x,
          height: THUMBNAIL_HEIGHT - 2 * MARGIN.y,
        },
        [
          brand(look, colors.text),
          node('div', { display: 'flex', flexDirection: 'column' }, [
            text.eyebrow
              ? node(
                  'div',
                  { fontSize: 30, fontWeight: 700, color: look.accent, marginBottom: 16 },
                  text.eyebrow,
                )
              : null,
            node(
              'div',
              {
                ...clamp(2),
                fontSize: titleSize(text.title),
                fontWeight: 700,
                lineHeight: 1.15,
                color: colors.text,
              },
              text.title,
            ),
            text.description
              ? node(
                  'div',
                  {
                    ...clamp(2),
                    fontSize: 30,
                    lineHeight: 1.4,
                    color: colors.muted,
                    marginTop: 24,
                  },
                  text.description,
                )
              : null,
          ]),
        ],
      ),
    ],
  );
}
