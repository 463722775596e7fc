/** The part of the Mermaid API the client uses. */
export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  run(options: { nodes: HTMLElement[] }): Promise<void> | void;
}

export type MermaidLoader = () => Promise<MermaidApi | undefined>;

/** The page's Mermaid diagrams not rendered yet. */
export function pendingDiagrams(root: ParentNode): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>('.q-mermaid pre.mermaid:not([data-processed])'),
  );
}

/**
 * Renders the diagrams with `window.mermaid`, or with what `load` returns (the build wires a
 * lazy import of the Mermaid asset). Nothing is loaded when the page has no diagram.
 */
export async function renderMermaid(
  root: ParentNode,
  doc: Document,
  load?: MermaidLoader,
): Promise<void> {
  const nodes = pendingDiagrams(root);
  if (nodes.length === 0) return;
  const win = doc.defaultView as (Window & { mermaid?: MermaidApi }) | null;
  const mermaid = win?.mermaid ?? (load ? await load() : undefined);
  if (!mermaid) return;
  const dark = doc.documentElement.classList.contains('dark');
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default' });
  await mermaid.run({ nodes });
}
