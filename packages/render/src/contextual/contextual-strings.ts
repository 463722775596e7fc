import type { MessageKey, MessageParams } from '@quire/i18n';
import type { ContextualBuiltin } from './contextual-menu-model.js';

/** One message of the catalogue with its parameters. */
type Message = readonly [key: MessageKey, params?: MessageParams];

/** The title and the line under it of each built-in option, as catalogue messages. */
const OPTION_MESSAGES: Readonly<
  Record<ContextualBuiltin, readonly [title: Message, description: Message]>
> = {
  copy: [['menu.copy'], ['menu.copyHint']],
  view: [['menu.view'], ['menu.viewHint']],
  assistant: [['menu.assistant'], ['menu.assistantHint']],
  'download-spec': [['menu.downloadSpec'], ['menu.downloadSpecHint']],
  chatgpt: [['menu.openIn', { app: 'ChatGPT' }], ['menu.askHint']],
  claude: [['menu.openIn', { app: 'Claude' }], ['menu.askHint']],
  perplexity: [['menu.openIn', { app: 'Perplexity' }], ['menu.askHint']],
  grok: [['menu.openIn', { app: 'Grok' }], ['menu.askHint']],
  aistudio: [['menu.openIn', { app: 'Google AI Studio' }], ['menu.askHint']],
  devin: [
    ['menu.openIn', { app: 'Devin' }],
    ['menu.sessionHint', { app: 'Devin' }],
  ],
  'devin-desktop': [
    ['menu.openIn', { app: 'Devin Desktop' }],
    ['menu.openPageHint', { app: 'Devin Desktop' }],
  ],
  mcp: [['menu.mcp'], ['menu.mcpHint']],
  'add-mcp': [['menu.addMcp'], ['menu.addMcpHint']],
  cursor: [
    ['menu.connectTo', { app: 'Cursor' }],
    ['menu.installMcpIn', { app: 'Cursor' }],
  ],
  vscode: [
    ['menu.connectTo', { app: 'VS Code' }],
    ['menu.installMcpIn', { app: 'VS Code' }],
  ],
  'devin-mcp': [
    ['menu.connectTo', { app: 'Devin' }],
    ['menu.installMcpIn', { app: 'Devin' }],
  ],
};

/** The contextual menu's text in one language: its names, its status lines, each option's title and description. */
export interface ContextualStrings {
  readonly menuLabel: string;
  readonly moreActions: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly options: Readonly<
    Record<ContextualBuiltin, readonly [title: string, description: string]>
  >;
}

/**
 * Every string the contextual menu shows, from the message catalogue in the language `say` speaks:
 * each built-in option's title and the line under it, the buttons' names, and what the status line
 * says after a copy.
 */
export function contextualStrings(
  say: (key: MessageKey, params?: MessageParams) => string,
): ContextualStrings {
  const text = ([key, params]: Message) => say(key, params);
  const options = Object.fromEntries(
    Object.entries(OPTION_MESSAGES).map(([id, [title, description]]) => [
      id,
      [text(title), text(description)] as const,
    ]),
  ) as Record<ContextualBuiltin, readonly [string, string]>;
  return {
    menuLabel: say('menu.label'),
    moreActions: say('menu.more'),
    copied: say('menu.copied'),
    copyFailed: say('menu.copyFailed'),
    options,
  };
}
