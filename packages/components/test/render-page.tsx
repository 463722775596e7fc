import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import {
  createComponentsEnv,
  createIconRegistry,
  withComponentsEnv,
  type ComponentsEnvOptions,
  type IconRegistry,
} from '@quire/components';
import type { Diagnostic } from '@quire/diagnostics';
import { createHeadingSlugger } from '@quire/mdx';

/** One registry per test file: it loads each icon package once, on first use. */
export const registry: IconRegistry = createIconRegistry();

/** Renders a tree the way a page render does: a fresh env (slugger, diagnostics) per page. */
export function renderPage(
  tree: ComponentChildren,
  options: ComponentsEnvOptions = {},
): { html: string; diagnostics: readonly Diagnostic[] } {
  const env = createComponentsEnv({
    icons: registry,
    slugger: createHeadingSlugger(),
    file: 'page.mdx',
    ...options,
  });
  const html = renderToString(withComponentsEnv(env, tree));
  return { html, diagnostics: env.diagnostics };
}
