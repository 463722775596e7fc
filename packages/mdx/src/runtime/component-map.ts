import { h, type ComponentChildren, type ComponentType } from 'preact';

// Components are any Preact component type; props vary per component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;
export type ComponentMap = Readonly<Record<string, AnyComponent>>;

/** Renders its children and nothing else: what an unknown or missing component becomes. */
export function Passthrough(props: { children?: ComponentChildren }): ComponentChildren {
  return props.children ?? null;
}

/**
 * The components map a page renders with: the given components, plus a passthrough for every name the page's
 * modules use that the map lacks (`Tree.Folder` adds a `Folder` member to `Tree`; one level of members), so that rendering never
 * fails on a missing component.
 */
export function completeComponentMap(
  components: ComponentMap,
  used: Iterable<string>,
): Record<string, AnyComponent> {
  const out: Record<string, AnyComponent> = { ...components };
  for (const name of used) {
    const [root, member] = name.split('.');
    if (!root) continue;
    const target = out[root] ?? Passthrough;
    if (member === undefined || (target as unknown as Record<string, unknown>)[member]) {
      out[root] = target;
      continue;
    }
    out[root] = withMembers(target, { [member]: Passthrough });
  }
  return out;
}

/** A new component rendering `base`, with `base`'s members and the extra ones (the given component is never mutated). */
function withMembers(base: AnyComponent, extra: Record<string, AnyComponent>): AnyComponent {
  const wrapper = (props: Record<string, unknown>) => h(base, props);
  return Object.assign(
    wrapper,
    { ...(base as unknown as Record<string, unknown>) },
    extra,
  ) as AnyComponent;
}
