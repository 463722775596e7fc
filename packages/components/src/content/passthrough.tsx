import type { ComponentChildren, FunctionComponent } from 'preact';

/**
 * Stands in for a component the page uses but nothing defines: renders its children only.
 * The MDX compiler reports the unknown name with its place.
 */
export function createPassthrough(name: string): FunctionComponent<{ children?: ComponentChildren }> {
  const Passthrough: FunctionComponent<{ children?: ComponentChildren }> = (props) => <>{props.children}</>;
  Passthrough.displayName = name;
  return Passthrough;
}
