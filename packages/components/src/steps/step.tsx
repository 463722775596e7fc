import type { ComponentChildren, VNode } from 'preact';
import { anchorId } from '../env/anchor-id.js';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { AnchorLink } from '../layout/anchor-link.js';
import { childrenText } from '../text/children-text.js';
import { isTrue, readNumber } from '../text/prop-values.js';

export const TITLE_SIZES = ['p', 'h2', 'h3', 'h4'] as const;
export type TitleSize = (typeof TITLE_SIZES)[number];

export interface StepProps {
  readonly title?: ComponentChildren;
  readonly icon?: IconInput;
  readonly iconType?: string;
  /** The number shown; `Steps` numbers its steps 1, 2, 3... when this is absent. */
  readonly stepNumber?: number | string;
  readonly titleSize?: TitleSize;
  readonly id?: string;
  readonly noAnchor?: boolean | string;
  readonly children?: ComponentChildren;
}

/** One step of `Steps`: a marker (number or icon), an anchored title and the content. */
export function Step(props: StepProps): VNode {
  const env = useComponentsEnv();
  const titleText = childrenText(props.title).trim();
  const id = anchorId(env, props.id, titleText);
  const size = oneOf(env, 'Step', 'titleSize', props.titleSize, TITLE_SIZES, 'p');
  const Title = size;
  const number = readNumber(props.stepNumber);
  const hasIcon = props.icon !== undefined && props.icon !== '';
  return (
    <li class="q-step" data-step={number}>
      <div class="q-step__marker" aria-hidden="true">
        {hasIcon ? <IconView icon={props.icon} iconType={props.iconType} /> : number}
      </div>
      <div class="q-step__body">
        {props.title !== undefined && (
          <Title class={`q-step__title q-step__title--${size}`} id={id}>
            {id && !isTrue(props.noAnchor) && <AnchorLink id={id} label={titleText} />}
            {props.title}
          </Title>
        )}
        <div class="q-step__content">{props.children}</div>
      </div>
    </li>
  );
}
