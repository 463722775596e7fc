import type { ComponentChildren, VNode } from 'preact';
import { anchorId } from '../env/anchor-id.js';
import { useComponentsEnv } from '../env/components-env.js';
import { AnchorLink } from '../layout/anchor-link.js';

/** A titled part of an endpoint reference (`Path parameters`, `Body`, `Response`), with an anchor. */
export function ApiSection(props: {
  readonly title: string;
  readonly name: string;
  readonly children?: ComponentChildren;
}): VNode {
  const env = useComponentsEnv();
  const id = anchorId(env, undefined, props.title);
  return (
    <section class="q-api-section" data-section={props.name}>
      <h2 class="q-api-section__title" id={id}>
        {id && <AnchorLink id={id} label={props.title} />}
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
