import type { Route } from '@quire/navigation';
import { describe, expect, it } from 'vitest';
import { corpusModel, CORPUS_NAMES } from './corpus-models.js';

const has = (name: string) => CORPUS_NAMES.includes(name);

describe.skipIf(!has('mintlify-docs'))('switching language in mintlify-docs', () => {
  it('lands on the same page in the other language', async () => {
    const { model } = await corpusModel('mintlify-docs');
    const byUrl = new Map(model.routes.map((r) => [r.url, r]));
    expect(byUrl.get('/quickstart')?.equivalents.languages).toEqual({
      en: '/quickstart',
      fr: '/fr/quickstart',
      es: '/es/quickstart',
      zh: '/zh/quickstart',
    });
    expect(byUrl.get('/zh/api/introduction')?.equivalents.languages.en).toBe('/api/introduction');
    expect(byUrl.get('/')?.equivalents.languages.fr).toBe('/fr');
  });

  it('does so for every listed English page that has a translation', async () => {
    const { model } = await corpusModel('mintlify-docs');
    const byUrl = new Map(model.routes.map((r) => [r.url, r]));
    const english = model.routes.filter((r) => r.language === 'en' && !r.hidden);
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const route of english) {
      for (const lang of ['fr', 'es', 'zh']) {
        const translated = byUrl.get(route.url === '/' ? `/${lang}` : `/${lang}${route.url}`);
        if (!translated || translated.language !== lang) continue;
        checked.push(route.url);
        if (route.equivalents.languages[lang] !== translated.url)
          wrong.push(`${route.url} → ${lang}`);
        if (translated.equivalents.languages.en !== route.url) wrong.push(`${translated.url} → en`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(500);
  });

  it('falls back to the first page of a language that lacks the page', async () => {
    const { model } = await corpusModel('mintlify-docs');
    const fr = model.routes.filter((r) => r.language === 'fr' && !r.hidden);
    const first = fr[0] as Route;
    const englishOnly = model.routes.find(
      (r) => r.language === 'en' && !r.hidden && !model.routes.some((o) => o.url === `/fr${r.url}`),
    );
    if (englishOnly) expect(englishOnly.equivalents.languages.fr).toBe(first.url);
  });
});

describe.skipIf(!has('mcp'))('switching version in mcp', () => {
  const latest = 'Version 2026-07-28 (latest)';

  it('lands on the same page in the other version', async () => {
    const { model } = await corpusModel('mcp');
    const byUrl = new Map(model.routes.map((r) => [r.url, r]));
    const architecture = byUrl.get('/docs/2026-07-28/learn/architecture');
    expect(architecture?.version).toBe(latest);
    expect(architecture?.equivalents.versions['Version 2025-11-25']).toBe(
      '/docs/2025-11-25/learn/architecture',
    );
    expect(architecture?.equivalents.versions.Draft).toBe('/docs/draft/learn/architecture');
    // `transports.mdx` there, `transports/index.mdx` in the latest version: the same URL, so the same page.
    expect(
      byUrl.get('/specification/2025-06-18/basic/transports')?.equivalents.versions[latest],
    ).toBe('/specification/2026-07-28/basic/transports');
    // The latest version dropped `basic/lifecycle`: switching lands on its first page.
    expect(
      byUrl.get('/specification/2025-06-18/basic/lifecycle')?.equivalents.versions[latest],
    ).toBe('/specification/2026-07-28');
  });

  it('does so for every page of the latest version that the other versions have, else their first page', async () => {
    const { model } = await corpusModel('mcp');
    const byUrl = new Map(model.routes.map((r) => [r.url, r]));
    const wrong: string[] = [];
    let same = 0;
    for (const route of model.routes.filter(
      (r) => r.version === latest && r.url.includes('/2026-07-28/'),
    )) {
      for (const [version, target] of Object.entries(route.equivalents.versions)) {
        if (version === latest) continue;
        const folder = version === 'Draft' ? 'draft' : version.replace('Version ', '');
        const counterpart = byUrl.get(route.url.replace('/2026-07-28', `/${folder}`));
        const firstOfVersion = model.routes.find(
          (r) => r.version === version && r.tab === route.tab,
        );
        const wanted =
          counterpart && counterpart.version === version ? counterpart.url : firstOfVersion?.url;
        if (counterpart) same++;
        if (target !== wanted)
          wrong.push(`${route.url} → ${version}: ${target}, expected ${wanted}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(same).toBeGreaterThan(100);
  });

  it('keeps a page shared by every version', async () => {
    const { model } = await corpusModel('mcp');
    const examples = model.routes.find((r) => r.url === '/examples');
    expect(new Set(Object.values(examples?.equivalents.versions ?? {}))).toEqual(
      new Set(['/examples']),
    );
  });
});
