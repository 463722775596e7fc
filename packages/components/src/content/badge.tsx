import type { ComponentChildren, VNode } from 'preact';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { classNames } from '../text/class-names.js';
import { isTrue } from '../text/prop-values.js';

export const BADGE_COLORS = [
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
] as const;
export const BADGE_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const BADGE_SHAPES = ['rounded', 'pill'] as const;

export interface BadgeProps {
  readonly color?: string;
  readonly size?: string;
  readonly shape?: string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  /** Outline instead of a filled background. */
  readonly stroke?: boolean | string;
  readonly disabled?: boolean | string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/** A small inline label. */
export function Badge(props: BadgeProps): VNode {
  const env = useComponentsEnv();
  const color = oneOf(env, 'Badge', 'color', props.color, BADGE_COLORS, 'gray');
  const size = oneOf(env, 'Badge', 'size', props.size, BADGE_SIZES, 'md');
  const shape = oneOf(env, 'Badge', 'shape', props.shape, BADGE_SHAPES, 'rounded');
  const disabled = isTrue(props.disabled);
  const hasIcon = props.icon !== undefined && props.icon !== '';
  return (
    <span
      class={classNames(
        'q-badge',
        `q-badge--${color}`,
        `q-badge--${size}`,
        `q-badge--${shape}`,
        isTrue(props.stroke) && 'q-badge--stroke',
        disabled && 'q-badge--disabled',
        props.className,
      )}
      aria-disabled={disabled ? 'true' : undefined}
    >
      {hasIcon && <IconView icon={props.icon} iconType={props.iconType} />}
      {props.children}
    </span>
  );
}
