import type { ComponentChildren, VNode } from 'preact';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { classNames } from '../text/class-names.js';

export interface ViewProps {
  /** The option of the page's view switcher this section belongs to. */
  readonly title: string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/**
 * A section shown only while its view is selected. Without JavaScript every view shows under
 * its label; the client script adds a switcher and shows the first view.
 */
export function View(props: ViewProps): VNode {
  const title = String(props.title ?? '');
  const hasIcon = props.icon !== undefined && props.icon !== '';
  return (
    <section class={classNames('q-view', props.className)} data-view-title={title}>
      <div class="q-view__label">
        {hasIcon && <IconView icon={props.icon} iconType={props.iconType} />}
        <span>{title}</span>
      </div>
      {props.children}
    </section>
  );
}
