import { toChildArray, type ComponentChildren, type VNode } from 'preact';
import { classNames } from '../text/class-names.js';
import { isTrue, readBoolean } from '../text/prop-values.js';
import type { CodeBlockProps } from './code-block.js';

export interface CodeGroupProps {
  /** A select menu instead of tabs. */
  readonly dropdown?: boolean | string;
  /** Sync with same-titled tabs and code groups (default true). */
  readonly sync?: boolean | string;
  readonly className?: string;
  readonly children?: ComponentChildren;
  /** Extra attributes for the root, used by RequestExample/ResponseExample. */
  readonly slot?: string;
}

/** The label of one block in a group: its title, else its language, else its position. */
export function codeTabLabel(child: VNode, index: number): string {
  const props = child.props as CodeBlockProps;
  const label = props.title ?? props.filename ?? props.language;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : `Example ${index + 1}`;
}

function Switcher(props: {
  readonly labels: readonly string[];
  readonly dropdown: boolean;
}): VNode {
  if (props.dropdown) {
    return (
      <select class="q-code-group__select" aria-label="Choose an example">
        {props.labels.map((label, i) => (
          <option value={String(i)} selected={i === 0}>
            {label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div class="q-code-group__tabs" role="tablist">
      {props.labels.map((label, i) => (
        <button
          type="button"
          class="q-code-group__tab"
          role="tab"
          data-tab-title={label}
          aria-selected={i === 0 ? 'true' : 'false'}
          tabIndex={i === 0 ? 0 : -1}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * Code blocks shown one at a time behind tabs (or a select with `dropdown`), labelled by
 * their titles. Without JavaScript every block shows under its own title bar.
 */
export function CodeGroup(props: CodeGroupProps): VNode {
  const blocks = toChildArray(props.children).filter((c): c is VNode => typeof c === 'object');
  const labels = blocks.map((b, i) => codeTabLabel(b, i));
  const dropdown = isTrue(props.dropdown);
  return (
    <div
      class={classNames('q-code-group', dropdown && 'q-code-group--dropdown', props.className)}
      data-code-group=""
      data-sync={(readBoolean(props.sync) ?? true) ? 'true' : 'false'}
      data-slot={props.slot}
    >
      <div class="q-code-group__bar">
        <Switcher labels={labels} dropdown={dropdown} />
      </div>
      {blocks.map((block, i) => (
        <div
          class="q-code-group__panel"
          role="tabpanel"
          data-tab-title={labels[i]}
          data-active={i === 0 ? '' : undefined}
        >
          {block}
        </div>
      ))}
    </div>
  );
}
