import type { ComponentChildren, VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { useComponentText, useComponentsEnv } from '../env/components-env.js';
import { anchorId } from '../env/anchor-id.js';
import { AnchorLink } from '../layout/anchor-link.js';
import { classNames } from '../text/class-names.js';
import { isTrue, readStringList } from '../text/prop-values.js';
import { FieldPathContext } from './field-path.js';

export interface FieldViewProps {
  readonly kind: 'query' | 'path' | 'body' | 'header' | 'cookie' | 'response';
  readonly name: string;
  readonly type?: unknown;
  readonly required?: unknown;
  readonly deprecated?: unknown;
  readonly default?: unknown;
  readonly placeholder?: unknown;
  readonly pre?: unknown;
  readonly post?: unknown;
  readonly children?: ComponentChildren;
}

/** `"text"` stays as is; objects and arrays are written as JSON, like the reference shows defaults. */
export function formatDefault(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function Labels(props: {
  readonly labels: string[];
  readonly where: 'pre' | 'post';
}): VNode | null {
  if (props.labels.length === 0) return null;
  return (
    <>
      {props.labels.map((l) => (
        <span class={`q-field__label q-field__label--${props.where}`}>{l}</span>
      ))}
    </>
  );
}

/**
 * The shared layout of ParamField and ResponseField: an anchored name line (pre labels, name,
 * type, required, deprecated, then post labels: built-in pills first, as the reference orders
 * them), the default, then the description. The anchor is `param-` plus the dotted path of the
 * field (nested fields include their parents).
 */
export function FieldView(props: FieldViewProps): VNode {
  const env = useComponentsEnv();
  const say = useComponentText();
  const parents = useContext(FieldPathContext);
  const path = [...parents, props.name];
  const id = anchorId(env, undefined, `param ${path.join('.')}`);
  const deprecated = isTrue(props.deprecated);
  const type = props.type === undefined || props.type === null ? undefined : String(props.type);
  return (
    <div
      class={classNames('q-field', deprecated && 'q-field--deprecated')}
      id={id}
      data-field={props.kind}
      data-placeholder={props.placeholder === undefined ? undefined : String(props.placeholder)}
    >
      <div class="q-field__head">
        {id && <AnchorLink id={id} label={props.name} />}
        <Labels labels={readStringList(props.pre)} where="pre" />
        <span class="q-field__name">{props.name}</span>
        {props.kind !== 'response' && <span class="q-field__location">{props.kind}</span>}
        {type && <span class="q-field__type">{type}</span>}
        {isTrue(props.required) && (
          <span class="q-field__badge q-field__badge--required">{say('playground.required')}</span>
        )}
        {deprecated && (
          <span class="q-field__badge q-field__badge--deprecated">
            {say('playground.deprecated')}
          </span>
        )}
        <Labels labels={readStringList(props.post)} where="post" />
      </div>
      {props.default !== undefined && (
        <div class="q-field__default">
          {say('api.default')} <code>{formatDefault(props.default)}</code>
        </div>
      )}
      <FieldPathContext.Provider value={path}>
        <div class="q-field__body">{props.children}</div>
      </FieldPathContext.Provider>
    </div>
  );
}
