/**
 * The browser side of the catalogue (`@quire/i18n/page`): the page's messages from the JSON its
 * server render carries, English for any it lacks. Only English is bundled; no other language is.
 */
import type { ClientMessageKey } from './client-messages.js';
import { en } from './catalogues/en.js';
import { formatMessage, type MessageParams } from './format-message.js';

/** The id of the `<script type="application/json">` that carries a page's messages. */
export const PAGE_MESSAGES_ID = 'q-messages';

/** One message of the page's language. */
export type PageText = (key: ClientMessageKey, params?: MessageParams) => string;

function readOwn(doc: Document): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(PAGE_MESSAGES_ID)?.textContent || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The English text of the browser's messages (outside a page, or before one is read). */
export const englishText: PageText = (key, params) => formatMessage(en[key], params);

/** The page's messages, read once; English where the page carries none (an English page, a broken script). */
export function pageMessages(doc: Document): PageText {
  const own = readOwn(doc);
  return (key, params) => {
    const text = own[key];
    return formatMessage(typeof text === 'string' ? text : en[key], params);
  };
}

export type { ClientMessageKey } from './client-messages.js';
