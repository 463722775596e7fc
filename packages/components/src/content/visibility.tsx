import type { ComponentChildren, VNode } from 'preact';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';

export interface VisibilityProps {
  /** `humans`: the HTML site only; `agents`: the Markdown export only. */
  readonly for: 'humans' | 'agents';
  readonly children?: ComponentChildren;
}

/** Content for one audience; decided at render time from the environment's `audience`. */
export function Visibility(props: VisibilityProps): VNode | null {
  const env = useComponentsEnv();
  const audience = oneOf(
    env,
    'Visibility',
    'for',
    props.for,
    ['humans', 'agents'] as const,
    'humans',
  );
  return audience === env.audience ? <>{props.children}</> : null;
}
