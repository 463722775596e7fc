import type { ComponentChildren, VNode } from 'preact';

export interface TooltipProps {
  readonly tip: string;
  readonly headline?: string;
  readonly cta?: string;
  readonly href?: string;
  readonly children?: ComponentChildren;
}

/**
 * Text with a tooltip. The bubble shows on hover and keyboard focus through CSS alone;
 * the client script adds Escape to dismiss and keeps it inside the viewport.
 */
export function Tooltip(props: TooltipProps): VNode {
  return (
    <span class="q-tooltip" data-tooltip="">
      <span class="q-tooltip__trigger" tabIndex={0}>
        {props.children}
      </span>
      <span class="q-tooltip__bubble" role="tooltip">
        {props.headline && <strong class="q-tooltip__headline">{props.headline}</strong>}
        <span class="q-tooltip__tip">{props.tip}</span>
        {props.cta && props.href && (
          <a class="q-tooltip__cta" href={props.href}>
            {props.cta}
          </a>
        )}
      </span>
    </span>
  );
}
