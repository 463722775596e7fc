/** Each docs.json language code in its own language, as a language switcher shows it. */
const NAMES: Readonly<Record<string, string>> = {
  ar: 'العربية',
  ca: 'Català',
  cs: 'Čeština',
  cn: '简体中文',
  zh: '中文',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  'fr-ca': 'Français (Canada)',
  de: 'Deutsch',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  jp: '日本語',
  'ja-jp': '日本語',
  'ja-JP': '日本語',
  ko: '한국어',
  lv: 'Latviešu',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  es: 'Español',
  sv: 'Svenska',
  tr: 'Türkçe',
  ua: 'Українська',
  uk: 'Українська',
  uz: 'Oʻzbekcha',
  vi: 'Tiếng Việt',
  da: 'Dansk',
  fi: 'Suomi',
  hu: 'Magyar',
};

export function languageName(code: string): string {
  return NAMES[code] ?? code;
}

/** The BCP 47 tag for `<html lang>` (docs.json uses a few non-standard codes). */
export function htmlLang(code: string | undefined): string {
  if (!code) return 'en';
  return ({ cn: 'zh-Hans', jp: 'ja', ua: 'uk' } as Record<string, string>)[code] ?? code;
}
