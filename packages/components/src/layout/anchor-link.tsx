import type { VNode } from 'preact';
import { useComponentText } from '../env/components-env.js';

/** The small `#` link beside a titled component, pointing at its own id (the glyph is CSS). */
export function AnchorLink(props: { readonly id: string; readonly label: string }): VNode {
  const say = useComponentText();
  return (
    <a
      class="q-anchor"
      href={`#${props.id}`}
      aria-label={say('api.linkTo', { name: props.label })}
    />
  );
}
