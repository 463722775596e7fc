import type { ComponentChildren, VNode } from 'preact';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';
import { classNames } from '../text/class-names.js';

export interface ColumnsProps {
  /** 1–4 columns per row (default 2); narrow screens use fewer. */
  readonly cols?: number | string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

function columnsOf(name: string) {
  const Grid = (props: ColumnsProps): VNode => {
    const env = useComponentsEnv();
    const cols = oneOf(env, name, 'cols', props.cols, [1, 2, 3, 4], 2);
    return (
      <div class={classNames('q-columns', `q-columns--${cols}`, props.className)} data-cols={cols}>
        {props.children}
      </div>
    );
  };
  Grid.displayName = name;
  return Grid;
}

/** A responsive grid of cards or any content. */
export const Columns = columnsOf('Columns');
/** The legacy name of `Columns`. */
export const CardGroup = columnsOf('CardGroup');

/** One cell of `Columns` holding arbitrary content. */
export function Column(props: {
  readonly className?: string;
  readonly children?: ComponentChildren;
}): VNode {
  return <div class={classNames('q-column', props.className)}>{props.children}</div>;
}
