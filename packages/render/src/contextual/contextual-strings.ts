import type { ContextualBuiltin } from './contextual-menu-model.js';

/**
 * Every string the contextual menu shows, in one place (the chrome's message catalogue takes them
 * from here): each built-in option's title and the line under it, the buttons' names, and what the
 * status line says after a copy.
 */
export const CONTEXTUAL_STRINGS = {
  menuLabel: 'Page actions',
  moreActions: 'More page actions',
  copied: 'Copied',
  copyFailed: 'Could not copy: your browser refused the clipboard',
  options: {
    copy: ['Copy page', 'Copy this page as Markdown for LLMs'],
    view: ['View as Markdown', 'View this page as plain text'],
    assistant: ['Ask assistant', 'Ask the assistant about this page'],
    'download-spec': ['Download API spec', 'Download the OpenAPI spec of this page'],
    chatgpt: ['Open in ChatGPT', 'Ask questions about this page'],
    claude: ['Open in Claude', 'Ask questions about this page'],
    perplexity: ['Open in Perplexity', 'Ask questions about this page'],
    grok: ['Open in Grok', 'Ask questions about this page'],
    aistudio: ['Open in Google AI Studio', 'Ask questions about this page'],
    devin: ['Open in Devin', 'Start a Devin session with this page'],
    'devin-desktop': ['Open in Devin Desktop', 'Open this page in Devin Desktop'],
    mcp: ['Copy MCP server URL', 'Copy the MCP server URL to the clipboard'],
    'add-mcp': ['Copy MCP install command', 'Copy the npx add-mcp command'],
    cursor: ['Connect to Cursor', 'Install the MCP server in Cursor'],
    vscode: ['Connect to VS Code', 'Install the MCP server in VS Code'],
    'devin-mcp': ['Connect to Devin', 'Install the MCP server in Devin'],
  } satisfies Record<ContextualBuiltin, readonly [title: string, description: string]>,
} as const;
