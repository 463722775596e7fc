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

/** Behind the text: the docs' background image over the whole card, or a glow of the accent colour. */
function backdrop(look: ThumbnailLook): ThumbnailNode {
  const cover = { position: 'absolute', top: 0, left: 0 } as const;
  if (look.background)
    return node(
      'img',
      { ...cover, width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, objectFit: 'cover' },
      undefined,
      {
        src: dataUri(look.background),
        width: THUMBNAIL_WIDTH,
        height: THUMBNAIL_HEIGHT,
      },
    );
  return node('div', {
    ...cover,
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
    backgroundImage: `radial-gradient(circle at 100% 0%, ${look.accent} 0%, transparent 55%)`,
    opacity: look.appearance === 'dark' ? 0.45 : 0.3,
  });
}

/** The logo at the top left, or the site's name where there is no logo. */
function brand(look: ThumbnailLook, color: string): ThumbnailNode {
  if (look.logo)
    return node('img', { height: 56, maxWidth: 480, objectFit: 'contain' }, undefined, {
      src: dataUri(look.logo),
      height: 56,
    });
  return node('div', { fontSize: 36, fontWeight: 700, color }, look.siteName);
}

/**
 * The card: logo (or site name) at the top; at the bottom the section, the title and the description, clamped
 * to a few lines; on the background image or the accent colour's glow.
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
      backgroundColor: colors.page,
      fontFamily,
    },
    [
      backdrop(look),
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
