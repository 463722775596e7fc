import { catalogueLocale } from './catalogue-locale.js';
import { en, type MessageKey } from './catalogues/en.js';
import { t } from './translate.js';

/** The messages the browser shows (search dialog, Ask panel, code blocks): the page carries them in its language. */
export type ClientMessageKey = Extract<
  MessageKey,
  `search.${string}` | `ask.${string}` | `code.${string}`
>;

const isClientKey = (key: MessageKey): key is ClientMessageKey =>
  key.startsWith('search.') || key.startsWith('ask.') || key.startsWith('code.');

/**
 * The browser's messages in the language `code` names, for the page to carry inline; undefined for
 * English, which the browser runtime already has.
 */
export function clientMessages(
  code: string | undefined,
): Readonly<Record<ClientMessageKey, string>> | undefined {
  if (catalogueLocale(code) === 'en') return undefined;
  const out: Partial<Record<ClientMessageKey, string>> = {};
  for (const key of (Object.keys(en) as MessageKey[]).filter(isClientKey)) out[key] = t(code, key);
  return out as Record<ClientMessageKey, string>;
}
