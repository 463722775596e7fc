import type { ComponentChildren, VNode } from 'preact';
import { anchorId } from '../env/anchor-id.js';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';
import { AnchorLink } from '../layout/anchor-link.js';
import { childrenText } from '../text/children-text.js';
import { classNames } from '../text/class-names.js';
import { isTrue } from '../text/prop-values.js';

export interface HeadingProps {
  /** 1–6 (default 2). */
  readonly level?: number | string;
  /** `h1`…`h6`, another spelling of `level`. */
  readonly as?: string;
  readonly id?: string;
  readonly noAnchor?: boolean | string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/** A heading written as a component, with an id and (unless `noAnchor`) an anchor link. */
export function Heading(props: HeadingProps): VNode {
  const env = useComponentsEnv();
  const fromAs =
    typeof props.as === 'string' && /^h[1-6]$/.test(props.as)
      ? Number(props.as.slice(1))
      : undefined;
  const level = oneOf(
    env,
    'Heading',
    'level',
    props.level ?? fromAs,
    [1, 2, 3, 4, 5, 6] as const,
    2,
  );
  const Tag = `h${level}` as 'h2';
  const text = childrenText(props.children).trim();
  const id = anchorId(env, props.id, text);
  return (
    <Tag class={classNames('q-heading', props.className)} id={id}>
      {id && !isTrue(props.noAnchor) && <AnchorLink id={id} label={text} />}
      {props.children}
    </Tag>
  );
}
