import { describe, expect, it } from 'vitest';
import { resolveSiteAddress, type SiteAddressOptions } from '@quire/build';
import { loadConfig } from '@quire/config';

/** The address for a docs.json whose `seo.metatags.canonical` is `canonical` (none when undefined). */
function address(canonical: string | undefined, options: SiteAddressOptions = {}) {
  const text = JSON.stringify(
    { name: 'Harbor', ...(canonical ? { seo: { metatags: { canonical } } } : {}) },
    null,
    2,
  );
  const loaded = loadConfig('/docs-root', () => text);
  return resolveSiteAddress(loaded.value as Record<string, unknown>, loaded.sources, options);
}

const pick = (a: ReturnType<typeof address>) => ({
  basePath: a.basePath,
  from: a.basePathFrom,
  baseUrl: a.baseUrl,
  sitemap: a.sitemapBaseUrl,
});

describe('resolveSiteAddress: where the site is served', () => {
  it('is the root with nothing said, and keeps --base-url as given', () => {
    expect(pick(address(undefined))).toEqual({
      basePath: '',
      from: 'none',
      baseUrl: undefined,
      sitemap: undefined,
    });
    expect(pick(address('https://docs.acme.dev', { baseUrl: 'https://docs.acme.dev/' }))).toEqual({
      basePath: '',
      from: 'none',
      baseUrl: 'https://docs.acme.dev/',
      sitemap: 'https://docs.acme.dev/',
    });
  });

  it('takes the base path from the path of --base-url (a GitHub Pages project site)', () => {
    expect(pick(address(undefined, { baseUrl: 'https://acme.github.io/harbor/' }))).toEqual({
      basePath: '/harbor',
      from: 'base-url',
      baseUrl: 'https://acme.github.io/harbor/',
      sitemap: 'https://acme.github.io/harbor/',
    });
  });

  it("else from the path of docs.json's seo.metatags.canonical", () => {
    expect(pick(address('https://www.acme.dev/docs'))).toEqual({
      basePath: '/docs',
      from: 'canonical',
      baseUrl: undefined,
      sitemap: 'https://www.acme.dev/docs',
    });
  });

  it('--base-path wins over both, and `/` builds for the root whatever the canonical URL says', () => {
    expect(pick(address('https://www.acme.dev/docs', { basePath: '/help' }))).toEqual({
      basePath: '/help',
      from: 'base-path',
      baseUrl: undefined,
      sitemap: 'https://www.acme.dev/docs',
    });
    expect(pick(address('https://www.acme.dev/docs', { basePath: '/' }))).toEqual({
      basePath: '',
      from: 'base-path',
      baseUrl: undefined,
      sitemap: 'https://www.acme.dev/docs',
    });
  });

  it('a --base-url of the origin alone is the root: the canonical path does not apply', () => {
    expect(
      pick(address('https://www.acme.dev/docs', { baseUrl: 'https://preview.acme.dev' })),
    ).toEqual({
      basePath: '',
      from: 'none',
      baseUrl: 'https://preview.acme.dev',
      sitemap: 'https://preview.acme.dev',
    });
  });

  it('an origin given with --base-path goes under the base path in canonical links and the sitemap', () => {
    expect(pick(address(undefined, { baseUrl: 'https://acme.dev', basePath: 'docs' }))).toEqual({
      basePath: '/docs',
      from: 'base-path',
      baseUrl: 'https://acme.dev/docs',
      sitemap: 'https://acme.dev/docs',
    });
    expect(pick(address('https://acme.dev/', { basePath: '/docs' })).sitemap).toBe(
      'https://acme.dev/docs',
    );
  });

  it('warns at seo.metatags.canonical when its path cannot be a base path, and builds for the root', () => {
    const a = address('https://acme.dev/my%20docs');
    expect(a.basePath).toBe('');
    expect(a.diagnostics).toEqual([
      expect.objectContaining({
        code: 'build/unusable-base-path',
        severity: 'warning',
        file: 'docs.json',
        line: 5,
      }),
    ]);
    expect(address('https://acme.dev/my%20docs', { basePath: '/' }).diagnostics).toEqual([]);
  });

  it('a basePath option that is not one is an error', () => {
    const a = address(undefined, { basePath: '/my docs' });
    expect(a.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['build/unusable-base-path', 'error'],
    ]);
  });
});
