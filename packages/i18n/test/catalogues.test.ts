import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  ENGLISH,
  catalogueLocale,
  clientMessages,
  missingMessages,
  t,
  type MessageKey,
} from '@quire/i18n';

/** Every language code docs.json accepts (`navigation.languages[].language`). */
function schemaLanguageCodes(): string[] {
  const schema: unknown = JSON.parse(
    readFileSync(new URL('../../../schemas/docs.schema.json', import.meta.url), 'utf8'),
  );
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value) && value.includes('es') && value.includes('jp'))
        value.forEach((code) => found.add(String(code)));
      else walk(value);
    }
  };
  walk(schema);
  return [...found];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(ENGLISH) as MessageKey[];

describe('the message catalogue', () => {
  const codes = schemaLanguageCodes();

  it('has a catalogue for every language code the schema accepts, none of them missing a message', () => {
    expect(codes.length).toBe(41);
    const missing = Object.fromEntries(
      codes
        .map((code) => [code, missingMessages(code)] as const)
        .filter(([, list]) => list.length > 0),
    );
    expect(missing).toEqual({});
    // Every code but English reads a catalogue of its own language, not the English fallback.
    const fallingBack = codes.filter((c) => c !== 'en' && catalogueLocale(c) === 'en');
    expect(fallingBack).toEqual([]);
    // 41 codes, 30 languages: aliases share one catalogue.
    expect(new Set(codes.map(catalogueLocale)).size).toBe(Object.keys(CATALOGUES).length);
  });

  it('reads one catalogue for each docs.json alias of a language', () => {
    const same = [
      ['jp', 'ja', 'ja-jp', 'ja-JP'],
      ['cn', 'zh', 'zh-Hans', 'zh-CN'],
      ['zh-Hant', 'zh-TW'],
      ['ua', 'uk'],
      ['fr', 'fr-CA', 'fr-ca'],
      ['pt', 'pt-BR'],
    ];
    for (const group of same) expect(new Set(group.map(catalogueLocale)).size).toBe(1);
    expect(catalogueLocale('zh-TW')).not.toBe(catalogueLocale('zh-CN'));
    expect(t('jp', 'layout.onThisPage')).toBe('このページの内容');
    expect(t('cn', 'layout.next')).toBe('下一页');
  });

  it('keeps every placeholder of the English text, and translates rather than copies it', () => {
    const problems: string[] = [];
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      if (locale === 'en') continue;
      const entries = Object.entries(catalogue) as [MessageKey, string][];
      for (const [key, text] of entries) {
        if (text.trim() === '' || /TODO|FIXME|XXX/.test(text))
          problems.push(`${locale} ${key}: ${text}`);
        if (placeholders(text).join() !== placeholders(ENGLISH[key]).join())
          problems.push(`${locale} ${key}: placeholders of ${text}`);
      }
      // Words like "Navigation" or "Version" may be the same; most of the interface is not.
      const copied = entries.filter(([key, text]) => text === ENGLISH[key]).map(([k]) => k);
      if (copied.length >= keys.length / 8) problems.push(`${locale} copies ${copied.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('fills placeholders, and falls back to English for a language it has no catalogue for', () => {
    expect(t('es', 'search.manyResults', { count: 3, query: 'token' })).toBe(
      '3 páginas para «token»',
    );
    expect(t('ar', 'layout.home', { site: 'Acme' })).toBe('الصفحة الرئيسية لـ Acme');
    expect(t('xx', 'layout.previous')).toBe('Previous');
    expect(t(undefined, 'layout.previous')).toBe('Previous');
    expect(t('de-AT', 'layout.previous')).toBe('Zurück');
  });

  it('gives the browser its messages only for a language other than English', () => {
    expect(clientMessages('en')).toBeUndefined();
    const es = clientMessages('es');
    expect(es?.['search.recent']).toBe('Búsquedas recientes');
    expect(
      Object.keys(es ?? {}).every((k) =>
        /^(search|ask|code|playground|consent|feedback)\./.test(k),
      ),
    ).toBe(true);
    expect(es && 'layout.next' in es).toBe(false);
  });
});
