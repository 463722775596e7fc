import type { VNode } from 'preact';

/** The HTTP method (or `WEBHOOK`) as a coloured badge. */
export function MethodBadge(props: { readonly method: string; readonly webhook?: boolean }): VNode {
  const name = props.webhook ? 'webhook' : props.method.toLowerCase();
  return (
    <span class={`q-api-method q-api-method--${name}`}>
      {props.webhook ? 'WEBHOOK' : props.method.toUpperCase()}
    </span>
  );
}
