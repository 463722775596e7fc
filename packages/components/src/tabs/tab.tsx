import type { ComponentChildren, VNode } from 'preact';
import { anchorId } from '../env/anchor-id.js';
import { useComponentsEnv } from '../env/components-env.js';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';

export interface TabProps {
  readonly title: string;
  /** Anchor id of the panel; defaults to `tab-` and the slugified title. */
  readonly id?: string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  readonly children?: ComponentChildren;
  /** Set by `Tabs`: whether this panel is the one shown first. */
  readonly active?: boolean;
}

/** The label of a tab: icon and title. */
export function TabLabel(props: Pick<TabProps, 'title' | 'icon' | 'iconType'>): VNode {
  return (
    <>
      {props.icon !== undefined && props.icon !== '' && (
        <IconView icon={props.icon} iconType={props.iconType} />
      )}
      <span>{props.title}</span>
    </>
  );
}

/**
 * One panel of `Tabs`. Without JavaScript every panel shows, each under its own label;
 * with JavaScript (a `q-js` class on `<html>`) only the active one does.
 */
export function Tab(props: TabProps): VNode {
  const env = useComponentsEnv();
  const title = String(props.title ?? '');
  const id = anchorId(env, props.id, `tab ${title}`);
  return (
    <div
      class="q-tabs__panel"
      role="tabpanel"
      id={id}
      data-tab-title={title}
      data-active={props.active ? '' : undefined}
    >
      <div class="q-tabs__label">
        <TabLabel title={title} icon={props.icon} iconType={props.iconType} />
      </div>
      {props.children}
    </div>
  );
}
