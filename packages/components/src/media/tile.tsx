import type { ComponentChildren, VNode } from 'preact';
import { classNames } from '../text/class-names.js';

export interface TileProps {
  readonly href: string;
  readonly title?: string;
  readonly description?: string;
  readonly className?: string;
  /** The preview: usually a light and a dark image. */
  readonly children?: ComponentChildren;
}

/** A linked preview on a patterned background, with a title and description below. */
export function Tile(props: TileProps): VNode {
  return (
    <a class={classNames('q-tile', props.className)} href={props.href}>
      <div class="q-tile__preview">{props.children}</div>
      {props.title && <div class="q-tile__title">{props.title}</div>}
      {props.description && <div class="q-tile__description">{props.description}</div>}
    </a>
  );
}
