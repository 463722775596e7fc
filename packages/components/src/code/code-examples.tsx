import type { ComponentChildren, VNode } from 'preact';
import { CodeGroup } from './code-group.js';

export interface CodeExampleProps {
  readonly dropdown?: boolean | string;
  readonly children?: ComponentChildren;
}

/** Titled code blocks that the page layout pins in the right column (`data-slot="request-example"`). */
export function RequestExample(props: CodeExampleProps): VNode {
  return (
    <CodeGroup
      dropdown={props.dropdown}
      className="q-example q-example--request"
      slot="request-example"
    >
      {props.children}
    </CodeGroup>
  );
}

/** Titled code blocks that the page layout pins in the right column, under the request (`data-slot="response-example"`). */
export function ResponseExample(props: CodeExampleProps): VNode {
  return (
    <CodeGroup
      dropdown={props.dropdown}
      className="q-example q-example--response"
      slot="response-example"
    >
      {props.children}
    </CodeGroup>
  );
}
