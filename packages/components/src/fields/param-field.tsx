import type { ComponentChildren, VNode } from 'preact';
import { FieldView } from './field.js';

export interface ParamFieldProps {
  readonly query?: string;
  readonly path?: string;
  readonly body?: string;
  readonly header?: string;
  readonly type?: string;
  readonly required?: boolean | string;
  readonly deprecated?: boolean | string;
  readonly default?: unknown;
  readonly placeholder?: string;
  readonly pre?: readonly string[] | string;
  readonly post?: readonly string[] | string;
  readonly children?: ComponentChildren;
}

const LOCATIONS = ['path', 'query', 'header', 'body'] as const;

/** A request parameter; the location prop (`query`, `path`, `body` or `header`) names it. */
export function ParamField(props: ParamFieldProps): VNode {
  const kind = LOCATIONS.find((k) => typeof props[k] === 'string') ?? 'body';
  const name = String(props[kind] ?? '');
  return <FieldView {...props} kind={kind} name={name} />;
}
