import type { ComponentChildren, VNode } from 'preact';
import { classNames } from '../text/class-names.js';
import { isTrue } from '../text/prop-values.js';

export interface ExpandableProps {
  /** What is inside, as in "Show properties" (default `properties`). */
  readonly title?: string;
  readonly defaultOpen?: boolean | string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/** Nested fields behind a "Show …/Hide …" toggle; a `<details>` element, no JavaScript needed. */
export function Expandable(props: ExpandableProps): VNode {
  const title = props.title ?? 'properties';
  return (
    <details class={classNames('q-expandable', props.className)} open={isTrue(props.defaultOpen)}>
      <summary class="q-expandable__summary">
        <span class="q-expandable__chevron" aria-hidden="true" />
        <span class="q-expandable__show">Show {title}</span>
        <span class="q-expandable__hide">Hide {title}</span>
      </summary>
      <div class="q-expandable__content">{props.children}</div>
    </details>
  );
}
