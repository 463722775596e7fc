import type { IslandOf } from './island-jsx.js';

/** The key of a component reference in an island's props (`{"quire:component": [file, export]}`). */
export const COMPONENT_REF = 'quire:component';

const isVNode = (v: object) => 'constructor' in v && (v as { constructor: unknown }).constructor === undefined;
const NOT_DATA = Symbol('not data');

/**
 * An island's props as JSON, when they are data (text, numbers, booleans, null, arrays and plain objects) or
 * components that a page or snippet exports (`CodeBlock={MyCodeBlock}`; `componentOf` names them); else undefined.
 */
export function islandPropsJson(props: Readonly<Record<string, unknown>>, componentOf: (value: unknown) => IslandOf | undefined): string | undefined {
  const encode = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const ref = typeof value === 'function' ? componentOf(value) : undefined;
    if (ref) return { [COMPONENT_REF]: [ref.file, ref.name] };
    if (depth > 20 || typeof value !== 'object' || isVNode(value)) throw NOT_DATA;
    if (Array.isArray(value)) return value.map((v) => encode(v, depth + 1));
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) throw NOT_DATA;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, encode(v, depth + 1)]));
  };
  try {
    return JSON.stringify(encode(props, 0));
  } catch (error) {
    if (error === NOT_DATA) return undefined;
    throw error;
  }
}

/** Reads an island's props: component references become the components (`resolve` evaluates their module). */
export function readIslandProps(json: string, resolve: (file: string, name: string) => unknown): Record<string, unknown> {
  return JSON.parse(json, (_k, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && COMPONENT_REF in v) {
      const [file, name] = (v as Record<string, [string, string]>)[COMPONENT_REF] ?? ['', ''];
      return resolve(file, name);
    }
    return v;
  }) as Record<string, unknown>;
}

/**
 * The key under which a built-in component rendered inside an island is kept as built (`<quire-static>`): its
 * name and its data props (children, functions and elements left out), the same on the server and in the browser.
 */
export function staticKey(name: string, props: Readonly<Record<string, unknown>>): string {
  try {
    return `${name}|${JSON.stringify(props, (k, v: unknown) => (k === 'children' || typeof v === 'function' || (v && typeof v === 'object' && isVNode(v)) ? undefined : v))}`;
  } catch {
    return name;
  }
}
