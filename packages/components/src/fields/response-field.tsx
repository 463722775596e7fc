import type { ComponentChildren, VNode } from 'preact';
import { FieldView } from './field.js';

export interface ResponseFieldProps {
  readonly name: string;
  readonly type?: string;
  readonly required?: boolean | string;
  readonly deprecated?: boolean | string;
  readonly default?: unknown;
  readonly pre?: readonly string[] | string;
  readonly post?: readonly string[] | string;
  readonly children?: ComponentChildren;
}

/** A field of a response (or of anything a page lists with types). */
export function ResponseField(props: ResponseFieldProps): VNode {
  return <FieldView {...props} kind="response" name={String(props.name ?? '')} />;
}
