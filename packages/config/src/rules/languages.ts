/**
 * Language codes a `language` entry may use: the reference schema's list plus the codes the
 * service description names (`ua`).
 */
export const LANGUAGE_CODES: readonly string[] = [
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp', 'ja-jp', 'ja-JP',
  'pt', 'pt-BR', 'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv', 'no', 'da', 'lv', 'nl', 'uk', 'ua',
  'vi', 'pl', 'uz', 'he', 'ca', 'fi', 'hu',
];
