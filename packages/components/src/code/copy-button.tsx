import type { VNode } from 'preact';

/**
 * A copy button. The client script copies the text of the `[data-copy-source]` element in
 * the closest `[data-copy-scope]`, or the button's own `data-copy` value when it has one.
 * Its glyph is drawn by the stylesheet (and switches while `data-copied` is set).
 */
export function CopyButton(props: {
  readonly label: string;
  readonly value?: string;
  readonly class?: string;
}): VNode {
  return (
    <button
      type="button"
      class={props.class ? `q-copy ${props.class}` : 'q-copy'}
      data-copy={props.value ?? ''}
      aria-label={props.label}
      title={props.label}
    />
  );
}
