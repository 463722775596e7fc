import type { IconSpec } from '../layout-model.js';

/** The built-in options Quire offers, by their docs.json names (`windsurf` is read as `devin-desktop`). */
export const CONTEXTUAL_BUILTINS = [
  'copy',
  'view',
  'assistant',
  'download-spec',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const;

export type ContextualBuiltin = (typeof CONTEXTUAL_BUILTINS)[number];

/** The options that point at the site's MCP server: left out when the site has none. */
export const MCP_OPTIONS: ReadonlySet<string> = new Set([
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
]);

/** One option of the menu, with its index in the `options` array it came from (for diagnostics). */
export type ContextualOption =
  | { readonly kind: 'builtin'; readonly id: ContextualBuiltin; readonly index: number }
  | {
      readonly kind: 'custom';
      readonly title: string;
      readonly description: string;
      readonly icon?: IconSpec | undefined;
      /**
       * The link with its query built; `$page`, `$path` and `$mcp` are left in it for the browser to
       * replace (each with its value URL-encoded).
       */
      readonly href: string;
      readonly index: number;
    };

export interface ContextualMenu {
  readonly display: 'header' | 'toc';
  readonly options: readonly ContextualOption[];
}

/** What the menu of one page shows, with the values the options need. */
export interface ContextualMenuView extends ContextualMenu {
  /** The page's public URL (its canonical URL, else the site's URL and its path); the browser's address when unknown. */
  readonly pageUrl?: string | undefined;
  /** The page's Markdown (`/guide.md`), as the browser follows it. */
  readonly markdownUrl: string;
  /** The page's spec file as the site serves it (API pages only; `download-spec` needs it). */
  readonly specUrl?: string | undefined;
  /** The site's MCP server (`https://docs.acme.dev/mcp`); the MCP options need it. */
  readonly mcpUrl?: string | undefined;
  /** The server's name in an editor's MCP list. */
  readonly mcpName?: string | undefined;
}

/** A custom option uses `$mcp`. */
export const usesMcp = (o: ContextualOption): boolean =>
  o.kind === 'builtin' ? MCP_OPTIONS.has(o.id) : /\$mcp\b/.test(o.href);
