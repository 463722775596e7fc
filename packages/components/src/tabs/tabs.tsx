import { cloneElement, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { elementsOfType, isElementOf } from '../text/elements-of-type.js';
import { classNames } from '../text/class-names.js';
import { isTrue, readBoolean, readNumber } from '../text/prop-values.js';
import { Tab, TabLabel } from './tab.js';

export interface TabsProps {
  /** Zero-based index of the tab shown first. */
  readonly defaultTabIndex?: number | string;
  /** Keep in step with other tabs and code groups that have the same titles (default true). */
  readonly sync?: boolean | string;
  readonly borderBottom?: boolean | string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/**
 * Tabs: a tab list (buttons, live once the client script runs) and the panels. The
 * `data-tab-title` of each button and panel is what same-titled tabs sync on.
 */
export function Tabs(props: TabsProps): VNode {
  const items = toChildArray(props.children);
  const tabs = elementsOfType(props.children, Tab);
  const wanted = Math.trunc(readNumber(props.defaultTabIndex) ?? 0);
  const active = wanted >= 0 && wanted < tabs.length ? wanted : 0;
  const sync = readBoolean(props.sync) ?? true;
  return (
    <div
      class={classNames(
        'q-tabs',
        isTrue(props.borderBottom) && 'q-tabs--border-bottom',
        props.className,
      )}
      data-tabs=""
      data-sync={sync ? 'true' : 'false'}
    >
      <div class="q-tabs__list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            type="button"
            class="q-tabs__tab"
            role="tab"
            data-tab-title={String(tab.props.title ?? '')}
            aria-selected={i === active ? 'true' : 'false'}
            tabIndex={i === active ? 0 : -1}
          >
            <TabLabel
              title={String(tab.props.title ?? '')}
              icon={tab.props.icon}
              iconType={tab.props.iconType}
            />
          </button>
        ))}
      </div>
      {items.map((child) => {
        if (!isElementOf(child, Tab)) return child;
        return cloneElement(child, { active: tabs.indexOf(child) === active });
      })}
    </div>
  );
}
