import type { JsxFactory } from './page-code-guard.js';

/** Inputs whose React `onChange` fires on every edit (the DOM's `input` event); checkboxes, radios and files keep `change`. */
function editsOnInput(type: unknown, props: Readonly<Record<string, unknown>>): boolean {
  if (type === 'textarea') return true;
  return type === 'input' && !/^(checkbox|radio|file)$/i.test(String(props['type'] ?? ''));
}

/**
 * Wraps a JSX factory so that React's `onChange` of a text field or slider listens to the DOM's `input` event, as in
 * React (Preact alone listens to `change`, which fires when the field loses focus or a slider is released).
 */
export function reactEventsJsx(factory: JsxFactory): JsxFactory {
  return (type, props, key) => {
    if (
      !props ||
      typeof props['onChange'] !== 'function' ||
      props['onInput'] !== undefined ||
      !editsOnInput(type, props)
    )
      return factory(type, props, key);
    const { onChange, ...rest } = props;
    return factory(type, { ...rest, onInput: onChange }, key);
  };
}
