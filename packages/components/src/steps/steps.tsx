import { isElementOf } from '../text/elements-of-type.js';
import { cloneElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';
import { classNames } from '../text/class-names.js';
import { Step, TITLE_SIZES, type StepProps } from './step.js';

export interface StepsProps {
  /** Title size for every step: `p` (default), `h2`, `h3` or `h4`. */
  readonly titleSize?: string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/** A numbered list of `Step`s; each step without `stepNumber` gets its position. */
export function Steps(props: StepsProps): VNode {
  const env = useComponentsEnv();
  const titleSize =
    props.titleSize === undefined
      ? undefined
      : oneOf(env, 'Steps', 'titleSize', props.titleSize, TITLE_SIZES, 'p');
  let position = 0;
  const children = toChildArray(props.children).map((child) => {
    if (!isElementOf(child, Step)) return child;
    position += 1;
    const own = child.props as StepProps;
    return cloneElement(child as VNode<StepProps>, {
      stepNumber: own.stepNumber ?? position,
      titleSize: own.titleSize ?? titleSize,
    });
  });
  return <ol class={classNames('q-steps', props.className)}>{children}</ol>;
}
