import type { Diagnostic } from '@quire/diagnostics';
import {
  islandPropsJson,
  islandStaticDiagnostic,
  staticKey,
  type ComponentMap,
  type IslandBoundaryProps,
} from '@quire/mdx/runtime';
import { createContext, h, type ComponentChildren, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import { WRAPPED_BUILTIN } from '../text/elements-of-type.js';
import type { IslandTargets } from './sandbox-protocol.js';

/** What renders page code with islands, and turns the rendered HTML's island markers into hydration attributes. */
export interface IslandRendering {
  readonly boundary: ComponentType<IslandBoundaryProps>;
  /** The built-in components: inside an island, each keeps what it rendered in `<quire-static>` for the browser. */
  readonly components: ComponentMap;
  finish(html: string): { html: string; diagnostics: Diagnostic[] };
}

interface IslandRecord {
  readonly url: string;
  readonly name: string;
  readonly props: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function placeOf(p: IslandBoundaryProps): { file: string; line: number; column: number } {
  const [line = 1, column = 1] = (p.place ?? '1:1').split(':').map(Number);
  return { file: p.from, line, column };
}

/**
 * Islands for one page render: each element of a component exported by a page or snippet (outside another
 * island) renders inside `<quire-island>`, its MDX children inside `<quire-slot>` and the built-in components
 * it renders inside `<quire-static>` (both stay as built); `finish` gives each island the URL of its module's
 * asset, the export's name and the props as JSON.
 */
export function createIslandRendering(
  targets: IslandTargets,
  builtins: ComponentMap,
): IslandRendering {
  const records: IslandRecord[] = [];
  const diagnostics: Diagnostic[] = [];
  // Inside an island (true), or outside any (false): slots and built-ins start again outside.
  const Scope = createContext(false);
  const outside = (children: ComponentChildren) => h(Scope.Provider, { value: false }, children);
  const boundary = (p: IslandBoundaryProps): ComponentChildren => {
    const target = targets[p.island.file];
    if (useContext(Scope) || target === undefined) return p.render(p.children);
    const props = islandPropsJson(p.props, (value) => {
      const ref = p.componentOf(value);
      const of = ref ? targets[ref.file] : undefined;
      return ref && of && 'url' in of ? [of.url, ref.name] : undefined;
    });
    if ('problem' in target || props === undefined) {
      diagnostics.push(
        islandStaticDiagnostic(
          p.island.name,
          'problem' in target
            ? target.problem
            : 'its props are not JSON data (a function or an element)',
          placeOf(p),
        ),
      );
      return p.render(p.children);
    }
    records.push({ url: target.url, name: p.island.name, props });
    const slot =
      p.children === undefined
        ? undefined
        : h('quire-slot', { style: 'display:contents' }, outside(p.children));
    return h(
      'quire-island',
      { 'data-island': String(records.length - 1), style: 'display:contents' },
      h(Scope.Provider, { value: true }, p.render(slot)),
    );
  };
  // A page with no module that exports components renders with the built-ins as they are.
  const components =
    Object.keys(targets).length === 0
      ? builtins
      : (Object.fromEntries(
          Object.entries(builtins).map(([name, Component]) => {
            const kept = (props: Record<string, unknown>) => {
              const rendered = h(Component, props);
              return useContext(Scope)
                ? h(
                    'quire-static',
                    { 'data-key': staticKey(name, props), style: 'display:contents' },
                    outside(rendered),
                  )
                : rendered;
            };
            return [
              name,
              Object.assign(kept, {
                ...(Component as unknown as Record<string, unknown>),
                [WRAPPED_BUILTIN]: Component,
              }),
            ];
          }),
        ) as ComponentMap);
  return {
    boundary,
    components,
    finish(html) {
      const out = html.replace(/<quire-island data-island="(\d+)"/g, (_m, id: string) => {
        const record = records[Number(id)];
        return record
          ? `<quire-island data-island="${escapeAttribute(record.url)}" data-export="${escapeAttribute(record.name)}" data-props="${escapeAttribute(record.props)}"`
          : '<quire-island';
      });
      return { html: out, diagnostics };
    },
  };
}
