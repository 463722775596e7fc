import type { ComponentChildren, JSX, VNode } from 'preact';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { UiGlyph } from '../icons/ui-glyph.js';
import { classNames } from '../text/class-names.js';

export const CALLOUT_KINDS = ['note', 'info', 'tip', 'warning', 'check', 'danger'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

export function isCalloutKind(value: unknown): value is CalloutKind {
  return typeof value === 'string' && (CALLOUT_KINDS as readonly string[]).includes(value);
}

export interface CalloutProps {
  readonly children?: ComponentChildren;
  readonly icon?: IconInput;
  readonly iconType?: string;
  /** Hex colour for border, tint and text. */
  readonly color?: string;
  /** A preset kind: `note`, `info`, `tip`, `warning`, `check` or `danger`. */
  readonly type?: string;
  readonly className?: string;
}

/** The generic callout: a preset kind's look, or a custom icon and colour. */
export function Callout(props: CalloutProps): VNode {
  const kind = isCalloutKind(props.type) ? props.type : undefined;
  const style = props.color
    ? ({ '--q-callout-color': props.color } as JSX.CSSProperties)
    : undefined;
  let icon: VNode | null = null;
  if (props.icon !== undefined) icon = <IconView icon={props.icon} iconType={props.iconType} />;
  else if (kind) icon = <UiGlyph name={kind} />;
  return (
    <div
      class={classNames('q-callout', `q-callout--${kind ?? 'custom'}`, props.className)}
      data-callout={kind ?? 'custom'}
      style={style}
    >
      {icon && <span class="q-callout__icon">{icon}</span>}
      <div class="q-callout__content">{props.children}</div>
    </div>
  );
}

/** A typed callout (`Note`, `Info`, ...): preset icon and colours, children only. */
export function typedCallout(kind: CalloutKind, displayName: string) {
  const Typed = (props: { readonly children?: ComponentChildren }): VNode => (
    <Callout type={kind}>{props.children}</Callout>
  );
  Typed.displayName = displayName;
  return Typed;
}
