import { createContext, type ComponentChildren, type JSX, type VNode } from 'preact';
import { CopyButton } from '../code/copy-button.js';
import { useComponentsEnv } from '../env/components-env.js';
import { oneOf } from '../env/report-invalid-prop.js';
import { classNames } from '../text/class-names.js';

export type ColorValue = string | { readonly light: string; readonly dark: string };

const VariantContext = createContext<'compact' | 'table'>('compact');

export interface ColorProps {
  readonly variant?: 'compact' | 'table';
  readonly className?: string;
  readonly children?: ComponentChildren;
}

export function ColorRoot(props: ColorProps): VNode {
  const env = useComponentsEnv();
  const variant = oneOf(
    env,
    'Color',
    'variant',
    props.variant,
    ['compact', 'table'] as const,
    'compact',
  );
  return (
    <VariantContext.Provider value={variant}>
      <div class={classNames('q-color', `q-color--${variant}`, props.className)}>
        {props.children}
      </div>
    </VariantContext.Provider>
  );
}

export function ColorRow(props: {
  readonly title?: string;
  readonly children?: ComponentChildren;
}): VNode {
  return (
    <div class="q-color__row">
      {props.title && <div class="q-color__row-title">{props.title}</div>}
      <div class="q-color__row-items">{props.children}</div>
    </div>
  );
}

export function ColorItem(props: { readonly name?: string; readonly value: ColorValue }): VNode {
  const value = props.value ?? '';
  const themed = typeof value === 'object';
  const light = themed ? value.light : value;
  const dark = themed ? value.dark : value;
  const style = { '--q-swatch-light': light, '--q-swatch-dark': dark } as JSX.CSSProperties;
  const shown = themed ? `${light} / ${dark}` : light;
  return (
    <div class="q-color__item">
      <span class="q-color__swatch" style={style} aria-hidden="true" />
      {props.name && <span class="q-color__name">{props.name}</span>}
      <code class="q-color__value">{shown}</code>
      <CopyButton label={`Copy ${light}`} value={light} class="q-color__copy" />
    </div>
  );
}

/** Colour swatches with their values, in a compact grid or a table of labelled rows. */
export const Color = Object.assign(ColorRoot, { Row: ColorRow, Item: ColorItem });
