import { CATALOGUES, type Locale } from './catalogues.js';

/** The spellings docs.json accepts for a language whose catalogue has another name (lower-cased). */
const ALIASES: Readonly<Record<string, Locale>> = {
  cn: 'zh-Hans',
  zh: 'zh-Hans',
  'zh-hans': 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hant': 'zh-Hant',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  jp: 'ja',
  ua: 'uk',
  nb: 'no',
  nn: 'no',
};

const isLocale = (code: string): code is Locale => Object.hasOwn(CATALOGUES, code);

/**
 * The catalogue a language code reads (`es`, `jp` → `ja`, `zh-TW` → `zh-Hant`, `fr-CA` → `fr`,
 * `pt-BR` → `pt`): its alias, else the code itself, else its primary subtag, else English.
 */
export function catalogueLocale(code: string | undefined): Locale {
  const lower = (code ?? '').trim().toLowerCase().replace(/_/g, '-');
  const alias = ALIASES[lower];
  if (alias) return alias;
  if (isLocale(lower)) return lower;
  const primary = lower.split('-')[0] ?? '';
  return ALIASES[primary] ?? (isLocale(primary) ? primary : 'en');
}
