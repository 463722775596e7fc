import type { ComponentChildren, VNode } from 'preact';
import { classNames } from '../text/class-names.js';

/** Content that replaces the page's table of contents; the page layout moves it (`data-slot="panel"`). */
export function Panel(props: {
  readonly className?: string;
  readonly children?: ComponentChildren;
}): VNode {
  return (
    <aside class={classNames('q-panel', props.className)} data-slot="panel">
      {props.children}
    </aside>
  );
}
