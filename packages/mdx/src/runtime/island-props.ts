/** A component given as a prop, as the browser finds it: the URL of its module's asset and the export's name. */
export type ComponentRef = readonly [url: string, name: string];

/** The key of a component reference in an island's props (`{"quire:component": [asset URL, export]}`). */
export const COMPONENT_REF = 'quire:component';

const isVNode = (v: object) =>
  'constructor' in v && (v as { constructor: unknown }).constructor === undefined;
const NOT_DATA = Symbol('not data');

/**
 * An island's props as JSON, when they are data (text, numbers, booleans, null, arrays and plain objects) or
 * components that a page or snippet exports (`CodeBlock={MyCodeBlock}`; `refOf` names them); else undefined.
 */
export function islandPropsJson(
  props: Readonly<Record<string, unknown>>,
  refOf: (value: unknown) => ComponentRef | undefined,
): string | undefined {
  const encode = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const ref = typeof value === 'function' ? refOf(value) : undefined;
    if (ref) return { [COMPONENT_REF]: ref };
    if (depth > 20 || typeof value !== 'object' || isVNode(value)) throw NOT_DATA;
    if (Array.isArray(value)) return value.map((v) => encode(v, depth + 1));
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) throw NOT_DATA;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, encode(v, depth + 1)]),
    );
  };
  try {
    return JSON.stringify(encode(props, 0));
  } catch (error) {
    if (error === NOT_DATA) return undefined;
    throw error;
  }
}

const refIn = (v: unknown): ComponentRef | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) && COMPONENT_REF in v
    ? (v as Record<string, ComponentRef>)[COMPONENT_REF]
    : undefined;

/** The asset URLs of the components an island's props refer to (to load them before `readIslandProps`). */
export function islandPropRefs(json: string): string[] {
  const urls = new Set<string>();
  JSON.parse(json, (_k, v: unknown) => {
    const ref = refIn(v);
    if (ref) urls.add(ref[0]);
    return v;
  });
  return [...urls];
}

/** Reads an island's props: component references become the components (`resolve` gives an export of a loaded asset). */
export function readIslandProps(
  json: string,
  resolve: (url: string, name: string) => unknown,
): Record<string, unknown> {
  return JSON.parse(json, (_k, v: unknown) => {
    const ref = refIn(v);
    return ref ? resolve(ref[0], ref[1]) : v;
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
