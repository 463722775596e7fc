import type { ComponentChildren } from 'preact';

export interface LinkProps {
  readonly href?: string;
  readonly target?: string;
  readonly rel?: string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/**
 * `<Link href>`: pages on the reference platform use it without an import (it is the
 * renderer's own link); here it is a plain anchor.
 */
export function Link({ href, target, rel, className, children }: LinkProps) {
  const external = !!href && /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:');
  return (
    <a
      href={href}
      class={className}
      target={target}
      rel={rel ?? (external ? 'noopener' : undefined)}
    >
      {children}
    </a>
  );
}
