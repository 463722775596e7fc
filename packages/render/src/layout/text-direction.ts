/** Languages written right to left (primary subtags), among those docs.json accepts and beyond. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** `rtl` for a right-to-left language tag (`ar`, `he-IL`), `ltr` otherwise. */
export function textDirection(lang: string | undefined): 'rtl' | 'ltr' {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}
