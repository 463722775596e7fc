/** What the options of the contextual menu are built from. */
export interface PageFacts {
  /** The page's public URL (its canonical link, else its address without the fragment). */
  readonly pageUrl: string;
  /** The page's path on the site (`/guide`). */
  readonly path: string;
  /** The site's MCP server, when the page names one. */
  readonly mcpUrl?: string | undefined;
  readonly mcpName: string;
}

const enc = encodeURIComponent;

/** The prompt the "Open in …" options start a conversation with, as the reference writes it. */
export const askPrompt = (pageUrl: string): string =>
  `Read from ${pageUrl} so I can ask questions about it.`;

/** Where an "Open in …" option goes for a page. */
const ASSISTANTS: Readonly<Record<string, (prompt: string) => string>> = {
  chatgpt: (q) => `https://chatgpt.com/?hints=search&q=${enc(q)}`,
  claude: (q) => `https://claude.ai/new?q=${enc(q)}`,
  perplexity: (q) => `https://www.perplexity.ai/search/new?q=${enc(q)}`,
  grok: (q) => `https://grok.com/?q=${enc(q)}`,
  aistudio: (q) => `https://aistudio.google.com/prompts/new_chat?prompt=${enc(q)}`,
  devin: (q) => `https://app.devin.ai/?prompt=${enc(q)}`,
  'devin-desktop': (q) => `devin://cascade?prompt=${enc(q)}`,
};

/** Where an MCP option goes: the editor's install link for the server. */
const MCP_INSTALLS: Readonly<Record<string, (url: string, name: string) => string>> = {
  cursor: (url, name) =>
    `cursor://anysphere.cursor-deeplink/mcp/install?name=${enc(name)}&config=${enc(btoa(JSON.stringify({ url })))}`,
  vscode: (url, name) => `vscode:mcp/install?${enc(JSON.stringify({ name, type: 'http', url }))}`,
  'devin-mcp': (url, name) =>
    `https://app.devin.ai/settings/mcp-marketplace/setup/custom?config=${enc(JSON.stringify({ name, type: 'http', url }))}`,
};

/** The link of a built-in option, or undefined for one that is not a link (or lacks what it needs). */
export function optionHref(option: string, page: PageFacts): string | undefined {
  const ask = ASSISTANTS[option];
  if (ask) return ask(askPrompt(page.pageUrl));
  const install = MCP_INSTALLS[option];
  return install && page.mcpUrl ? install(page.mcpUrl, page.mcpName) : undefined;
}

/** A custom option's link with `$page` (the page's Markdown), `$path` and `$mcp` filled in, URL-encoded. */
export function fillTemplate(template: string, page: PageFacts, markdown: string): string {
  const values: Record<string, string> = {
    page: markdown,
    path: page.path,
    mcp: page.mcpUrl ?? '',
  };
  return template.replace(/\$(page|path|mcp)\b/g, (_, name: string) => enc(values[name] ?? ''));
}

/** What the clipboard options copy. */
export function copiedText(option: string, page: PageFacts, markdown: string): string | undefined {
  if (option === 'copy') return markdown;
  if (option === 'mcp') return page.mcpUrl;
  if (option === 'add-mcp') return page.mcpUrl ? `npx add-mcp ${page.mcpUrl}` : undefined;
  return undefined;
}
