import type { ComponentChildren, VNode } from 'preact';
import { anchorId } from '../env/anchor-id.js';
import { useComponentsEnv } from '../env/components-env.js';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { childrenText } from '../text/children-text.js';
import { classNames } from '../text/class-names.js';
import { isTrue } from '../text/prop-values.js';

export interface AccordionProps {
  readonly title: ComponentChildren;
  readonly description?: ComponentChildren;
  readonly defaultOpen?: boolean | string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  /** Anchor id; defaults to the title slugified. Opening the accordion puts it in the URL. */
  readonly id?: string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/** A collapsible section: `<details>`/`<summary>`, so it opens and closes without JavaScript. */
export function Accordion(props: AccordionProps): VNode {
  const env = useComponentsEnv();
  const id = anchorId(env, props.id, childrenText(props.title).trim());
  const hasIcon = props.icon !== undefined && props.icon !== '';
  return (
    <details
      class={classNames('q-accordion', props.className)}
      id={id}
      open={isTrue(props.defaultOpen)}
      data-accordion=""
    >
      <summary class="q-accordion__summary">
        <span class="q-accordion__chevron" aria-hidden="true" />
        {hasIcon && (
          <span class="q-accordion__icon">
            <IconView icon={props.icon} iconType={props.iconType} />
          </span>
        )}
        <span class="q-accordion__heading">
          <span class="q-accordion__title">{props.title}</span>
          {props.description !== undefined && (
            <span class="q-accordion__description">{props.description}</span>
          )}
        </span>
      </summary>
      <div class="q-accordion__content">{props.children}</div>
    </details>
  );
}

/** Accordions stacked as one bordered group. */
export function AccordionGroup(props: {
  readonly className?: string;
  readonly children?: ComponentChildren;
}): VNode {
  return <div class={classNames('q-accordion-group', props.className)}>{props.children}</div>;
}
