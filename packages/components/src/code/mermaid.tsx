import type { VNode } from 'preact';
import { readBoolean } from '../text/prop-values.js';

export const MERMAID_PLACEMENTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

export interface MermaidProps {
  /** The diagram source. */
  readonly chart: string;
  /** Show the zoom and pan controls; by default they show for tall diagrams. */
  readonly actions?: boolean | string;
  readonly placement?: string;
}

/**
 * A Mermaid diagram: the escaped source in `<pre class="mermaid">`, rendered in the browser
 * by the client script when `window.mermaid` is loaded. Without it the source stays readable.
 */
export function Mermaid(props: MermaidProps): VNode {
  const placement = (MERMAID_PLACEMENTS as readonly string[]).includes(props.placement ?? '')
    ? props.placement
    : 'bottom-right';
  const actions = readBoolean(props.actions);
  return (
    <div
      class="q-mermaid"
      data-mermaid=""
      data-placement={placement}
      data-actions={actions === undefined ? undefined : String(actions)}
    >
      <pre class="mermaid">{String(props.chart ?? '')}</pre>
    </div>
  );
}
