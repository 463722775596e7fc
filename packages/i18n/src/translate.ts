import { catalogueLocale } from './catalogue-locale.js';
import { CATALOGUES } from './catalogues.js';
import { en, type MessageKey } from './catalogues/en.js';
import { formatMessage, type MessageParams } from './format-message.js';

/** The text of `key` in the language `code` names (any docs.json spelling), in English when that catalogue lacks it. */
export function t(code: string | undefined, key: MessageKey, params?: MessageParams): string {
  const catalogue: Readonly<Partial<Record<MessageKey, string>>> =
    CATALOGUES[catalogueLocale(code)];
  return formatMessage(catalogue[key] ?? en[key], params);
}

/** The messages of `en` that the catalogue of `code` does not translate (none for a complete one). */
export function missingMessages(code: string): MessageKey[] {
  const catalogue: Readonly<Partial<Record<MessageKey, string>>> =
    CATALOGUES[catalogueLocale(code)];
  return (Object.keys(en) as MessageKey[]).filter((key) => catalogue[key] === undefined);
}
