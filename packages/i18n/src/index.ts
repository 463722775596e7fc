export { CATALOGUES, type Locale } from './catalogues.js';
export { en as ENGLISH, type Catalogue, type MessageKey } from './catalogues/en.js';
export { catalogueLocale } from './catalogue-locale.js';
export { t, missingMessages } from './translate.js';
export { formatMessage, type MessageParams } from './format-message.js';
export { clientMessages, type ClientMessageKey } from './client-messages.js';
export { PAGE_MESSAGES_ID } from './page-messages.js';
