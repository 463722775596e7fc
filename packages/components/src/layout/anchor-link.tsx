import type { VNode } from 'preact';

/** The small `#` link beside a titled component, pointing at its own id (the glyph is CSS). */
export function AnchorLink(props: { readonly id: string; readonly label: string }): VNode {
  return <a class="q-anchor" href={`#${props.id}`} aria-label={`Link to ${props.label}`} />;
}
