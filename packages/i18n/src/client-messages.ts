import { catalogueLocale } from './catalogue-locale.js';
import { en, type MessageKey } from './catalogues/en.js';
import { t } from './translate.js';

/** The prefixes of the messages the browser shows itself. */
const CLIENT_PREFIXES = ['search.', 'ask.', 'code.', 'playground.', 'consent.', 'feedback.'];

/**
 * The messages the browser shows (search dialog, Ask panel, code blocks, API playground,
 * consent banner, page feedback): the page carries them in its language.
 */
export type ClientMessageKey = Extract<
  MessageKey,
  | `search.${string}`
  | `ask.${string}`
  | `code.${string}`
  | `playground.${string}`
  | `consent.${string}`
  | `feedback.${string}`
>;

const isClientKey = (key: MessageKey): key is ClientMessageKey =>
  CLIENT_PREFIXES.some((prefix) => key.startsWith(prefix));

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
