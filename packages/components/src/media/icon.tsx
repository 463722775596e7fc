import type { JSX, VNode } from 'preact';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { classNames } from '../text/class-names.js';
import { readNumber } from '../text/prop-values.js';

export interface IconProps {
  readonly icon?: IconInput;
  /** An image file or URL used as the icon. */
  readonly src?: string;
  readonly iconType?: string;
  /** Size in pixels. */
  readonly size?: number | string;
  readonly color?: string;
  readonly className?: string;
  /** Inline style, as a string or an object. */
  readonly style?: string | JSX.CSSProperties;
}

/** An inline icon from the page's icon library, an image URL or path, or inline SVG. */
export function Icon(props: IconProps): VNode | null {
  const size =
    readNumber(props.size) ??
    (typeof props.size === 'string' && props.size !== '' ? props.size : undefined);
  return (
    <IconView
      icon={props.icon ?? props.src}
      iconType={props.iconType}
      size={size}
      color={props.color}
      className={classNames('q-icon--inline', props.className)}
      cssStyle={props.style}
    />
  );
}
