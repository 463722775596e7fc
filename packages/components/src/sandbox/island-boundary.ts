import type { Diagnostic } from '@quire/diagnostics';
import { islandStaticDiagnostic, type ComponentMap, type IslandBoundaryProps } from '@quire/mdx/runtime';
import { createContext, h, type ComponentChildren, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import type { IslandTargets } from './sandbox-protocol.js';

interface IslandRecord {
  readonly url: string;
  readonly name: string;
  readonly props: string;
  readonly at: Place;
  /** The first built-in component it rendered (built-ins run only at build time, so it stays static). */
  builtin?: string;
}

/** What renders page code with islands, and turns the rendered HTML's island markers into hydration attributes. */
export interface IslandRendering {
  readonly boundary: ComponentType<IslandBoundaryProps>;
  /** The built-in components, each noting when it renders inside an island. */
  readonly components: ComponentMap;
  finish(html: string): { html: string; diagnostics: Diagnostic[] };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The props as JSON when they are plain data (text, numbers, booleans, null, arrays and plain objects of them). */
function jsonProps(props: Readonly<Record<string, unknown>>): string | undefined {
  const plain = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value);
    if (depth > 20 || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.every((v) => plain(v, depth + 1));
    const proto = Object.getPrototypeOf(value) as unknown;
    return (proto === Object.prototype || proto === null) && Object.values(value).every((v) => plain(v, depth + 1));
  };
  const own = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
  return plain(own, 0) ? JSON.stringify(own) : undefined;
}

type Place = { file: string; line: number; column: number };

function placeOf(p: IslandBoundaryProps): Place {
  const [line = 1, column = 1] = (p.place ?? '1:1').split(':').map(Number);
  return { file: p.from, line, column };
}

/**
 * Islands for one page render: each element of a component exported by a page or snippet (outside another
 * island) renders inside `<quire-island>`, its MDX children inside `<quire-slot>` (they stay server-rendered);
 * `finish` gives each island the URL of its module's asset, the export's name and the props as JSON.
 */
export function createIslandRendering(targets: IslandTargets, builtins: ComponentMap): IslandRendering {
  const records: IslandRecord[] = [];
  const diagnostics: Diagnostic[] = [];
  const Scope = createContext<IslandRecord | null>(null);
  const boundary = (p: IslandBoundaryProps): ComponentChildren => {
    const inside = useContext(Scope);
    const target = targets[p.island.file];
    if (inside || target === undefined) return p.render(p.children);
    const props = jsonProps(p.props);
    const why = 'problem' in target ? target.problem : props === undefined ? 'its props are not JSON data (a function or an element)' : undefined;
    if (why !== undefined || props === undefined || !('url' in target)) {
      diagnostics.push(islandStaticDiagnostic(p.island.name, why ?? '', placeOf(p)));
      return p.render(p.children);
    }
    const record: IslandRecord = { url: target.url, name: p.island.name, props, at: placeOf(p) };
    records.push(record);
    const slot = p.children === undefined ? undefined : h('quire-slot', { style: 'display:contents' }, h(Scope.Provider, { value: null }, p.children));
    return h('quire-island', { 'data-island': String(records.length - 1), style: 'display:contents' }, h(Scope.Provider, { value: record }, p.render(slot)));
  };
  const components = Object.fromEntries(Object.entries(builtins).map(([name, Component]) => {
    const noting = (props: Record<string, unknown>) => {
      const island = useContext(Scope);
      if (island && island.builtin === undefined) island.builtin = name;
      return h(Component, props);
    };
    return [name, Object.assign(noting, { ...(Component as unknown as Record<string, unknown>) })];
  })) as ComponentMap;
  return {
    boundary,
    components,
    finish(html) {
      const out = html.replace(/<quire-island data-island="(\d+)"/g, (_m, id: string) => {
        const record = records[Number(id)];
        if (!record) return '<quire-island';
        if (record.builtin !== undefined) {
          diagnostics.push(islandStaticDiagnostic(record.name, `it renders the built-in component <${record.builtin}>, which runs only at build time`, record.at));
          return '<quire-island';
        }
        return `<quire-island data-island="${escapeAttribute(record.url)}" data-export="${escapeAttribute(record.name)}" data-props="${escapeAttribute(record.props)}"`;
      });
      return { html: out, diagnostics };
    },
  };
}
