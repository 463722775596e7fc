import type { VNode } from 'preact';

/**
 * The few interface glyphs the components draw inline (callout kinds, arrows), so that they
 * look the same whatever `icons.library` says. 24×24, stroked. Small repeated glyphs (anchor,
 * copy, chevrons, tree items) are drawn by the stylesheet instead, to keep pages small.
 */
const GLYPHS = {
  info: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-5', 'M12 8h.01'],
  note: [
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
    'M9 8h6',
    'M9 12h6',
    'M9 16h3',
  ],
  warning: [
    'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
    'M12 9v4',
    'M12 17h.01',
  ],
  danger: ['M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z', 'M12 8v4', 'M12 16h.01'],
  check: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'm8 12.5 3 3 5-6'],
  tip: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z',
  ],
  'arrow-right': ['M5 12h14', 'm13 6 6 6-6 6'],
  'arrow-up-right': ['M7 17 17 7', 'M8 7h9v9'],
  pointer: ['M5 3l14 8-6.5 1.8L9.5 19z'],
  sparkle: ['M12 3l1.9 5.6L19.5 10.5l-5.6 1.9L12 18l-1.9-5.6L4.5 10.5l5.6-1.9z'],
  github: [
    'M9 19c-4 1.3-4-2-6-2.5',
    'M15 22v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 3.8 5.4 4.1 5.4 4.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 10.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V22',
  ],
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** Arrows point along the reading direction: right-to-left pages mirror them. */
const mirrored = (name: GlyphName) => name.startsWith('arrow-');

export function UiGlyph(props: { readonly name: GlyphName; readonly class?: string }): VNode {
  const classes = ['q-glyph', mirrored(props.name) && 'q-glyph--mirror', props.class]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      class={classes}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[props.name].map((d) => (
        <path d={d} />
      ))}
    </svg>
  );
}
