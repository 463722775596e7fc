import type { ComponentsEnv } from './components-env.js';

/** Reports a prop value outside the documented set; the component then uses `fallback`. */
export function reportInvalidProp(
  env: ComponentsEnv,
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly (string | number)[],
  fallback: string | number,
): void {
  const shown = typeof value === 'string' ? `"${value}"` : String(value);
  env.report({
    code: 'components/invalid-prop',
    key: `${component}.${prop}=${shown}`,
    needle: typeof value === 'string' ? `${prop}="${value}"` : `${prop}={${String(value)}}`,
    message: `<${component}> got ${prop}=${shown}; expected one of ${allowed.map((a) => (typeof a === 'string' ? `"${a}"` : a)).join(', ')}.`,
    hint: `Use one of the listed values; ${shown} is rendered as ${typeof fallback === 'string' ? `"${fallback}"` : fallback}.`,
  });
}

/** `value` when it is one of `allowed` (or absent → `fallback`); otherwise reports and returns `fallback`. */
export function oneOf<T extends string | number>(
  env: ComponentsEnv,
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null || value === '') return fallback;
  const normalised =
    typeof value === 'string' && typeof allowed[0] === 'number' ? Number(value) : value;
  if ((allowed as readonly unknown[]).includes(normalised)) return normalised as T;
  reportInvalidProp(env, component, prop, value, allowed, fallback);
  return fallback;
}
