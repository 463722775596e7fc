import type { ComponentChildren, FunctionComponent } from 'preact';

/** Any props; only `children` is used. */
export type PassthroughProps = { readonly children?: ComponentChildren } & Readonly<
  Record<string, unknown>
>;

/**
 * Stands in for a component the page uses but nothing defines: renders its children only.
 * The MDX compiler reports the unknown name with its place.
 */
export function createPassthrough(name: string): FunctionComponent<PassthroughProps> {
  const Passthrough: FunctionComponent<PassthroughProps> = (props) => <>{props.children}</>;
  Passthrough.displayName = name;
  return Passthrough;
}
