import type { ConfigSources } from '@quire/config';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { buildCodes } from './codes.js';

/** The URL, trimmed, when it is an absolute http(s) URL. */
export const absolute = (url: unknown): string | undefined =>
  typeof url === 'string' && /^https?:\/\/[^/\s]+/i.test(url.trim()) ? url.trim() : undefined;

/** docs.json's `seo.metatags.canonical`, when it is an absolute http(s) URL. */
export function canonicalUrlOf(config: Readonly<Record<string, unknown>>): string | undefined {
  const seo = config['seo'];
  const metatags =
    seo && typeof seo === 'object' ? (seo as { metatags?: unknown }).metatags : undefined;
  return absolute(
    metatags && typeof metatags === 'object'
      ? (metatags as Record<string, unknown>)['canonical']
      : undefined,
  );
}

/**
 * The absolute URL the sitemap's `<loc>` values start with: `--base-url`, else docs.json's
 * `seo.metatags.canonical` (the reference's base for canonical links). Undefined when neither is
 * an absolute http(s) URL: a sitemap of relative URLs is invalid, so there is none.
 */
export function sitemapBaseUrl(
  config: Readonly<Record<string, unknown>>,
  baseUrl: string | undefined,
): string | undefined {
  return absolute(baseUrl) ?? canonicalUrlOf(config);
}

/** The warning for a build that leaves `sitemap.xml` out, placed at docs.json's `seo` (or its top). */
export function noSitemapDiagnostic(sources: ConfigSources): Diagnostic {
  const code = 'build/no-sitemap';
  return createDiagnostic(
    {
      code,
      message:
        'No sitemap.xml was written: the site has no absolute base URL, and a sitemap of relative URLs is invalid.',
      hint: 'Pass the deployed URL with `quire build --base-url https://docs.example.com`, or set "seo": { "metatags": { "canonical": "https://docs.example.com" } } in docs.json.',
      at: sources.locate('/seo/metatags/canonical'),
    },
    buildCodes[code].severity,
  );
}
