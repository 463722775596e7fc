import type { ConfigSources } from '@quire/config';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { basePathOfUrl, parseBasePath } from '@quire/navigation';
import { buildCodes } from './codes.js';
import { absolute, canonicalUrlOf, sitemapBaseUrl } from './sitemap-base-url.js';

/** Where a site is served: its base path, and its absolute URL when one is known. */
export interface SiteAddress {
  /** The path the site is served under: `''` at the root of its origin, else `/docs` (see `underBasePath`). */
  readonly basePath: string;
  /** What gave the base path: `--base-path`, the path of `--base-url`, the path of `seo.metatags.canonical`, or nothing. */
  readonly basePathFrom: 'base-path' | 'base-url' | 'canonical' | 'none';
  /** The site's absolute URL (`--base-url`, under the base path): canonical links, Open Graph, JSON-LD, llms.txt. */
  readonly baseUrl: string | undefined;
  /** The absolute URL the sitemap's entries start with: `baseUrl`, else docs.json's `seo.metatags.canonical`. */
  readonly sitemapBaseUrl: string | undefined;
  /** A canonical URL whose path cannot be a base path (it is not used as one). */
  readonly diagnostics: readonly Diagnostic[];
}

export interface SiteAddressOptions {
  /** `--base-url`: the URL the site is deployed at. */
  readonly baseUrl?: string | undefined;
  /** `--base-path`: the path it is served under (`/` for the root, whatever the URLs say). */
  readonly basePath?: string | undefined;
}

/** The base path of an absolute URL; `''` for a URL without a usable one. */
const pathOf = (url: string | undefined): string | undefined => {
  if (url === undefined) return undefined;
  const reading = basePathOfUrl(url);
  return 'basePath' in reading ? reading.basePath : undefined;
};

/** A URL of the site's origin alone (`https://acme.dev`) goes under the base path; one with a path is kept. */
const withBasePath = (url: string | undefined, basePath: string): string | undefined =>
  url === undefined || basePath === '' || pathOf(url) !== ''
    ? url
    : `${url.replace(/\/+$/, '')}${basePath}`;

/**
 * The site's public URL under its base path (`https://acme.dev/docs`): `--base-url`, else docs.json's
 * `seo.metatags.canonical`, with the base path added to an origin alone. Pages' public URLs (the
 * sitemap's entries, the contextual menu's "open in" links) and the MCP server's URL start with it.
 */
export function siteUrlOf(
  config: Readonly<Record<string, unknown>>,
  baseUrl: string | undefined,
  basePath: string,
): string | undefined {
  return withBasePath(sitemapBaseUrl(config, baseUrl), basePath);
}

/** `build/unusable-base-path`: a canonical URL whose path cannot be a base path (a warning), or a `basePath` option that is none (an error). */
function unusableBasePath(problem: string, sources: ConfigSources, canonical?: string): Diagnostic {
  const code = 'build/unusable-base-path';
  return createDiagnostic(
    canonical === undefined
      ? {
          code,
          severity: 'error',
          message: `The base path cannot be used: ${problem}`,
          hint: 'Give the path the site is served under as /docs (letters, digits and - . _ ~ in each segment), or / for the root.',
        }
      : {
          code,
          message: `seo.metatags.canonical (${canonical}) names a path the site cannot be served under: ${problem} The site is built for the root of its origin.`,
          hint: 'Pass the path the site is served under with `quire build --base-path /docs`, or `--base-path /` to build for the root without this warning.',
          at: sources.locate('/seo/metatags/canonical'),
        },
    buildCodes[code].severity,
  );
}

type Chosen = Pick<SiteAddress, 'basePath' | 'basePathFrom'> & { problem?: Diagnostic };

/** The base path, in the order `--base-path`, the path of `--base-url`, the path of the canonical URL. */
function chooseBasePath(
  options: SiteAddressOptions,
  canonical: string | undefined,
  sources: ConfigSources,
): Chosen {
  if (options.basePath !== undefined) {
    const flag = parseBasePath(options.basePath);
    return 'basePath' in flag
      ? { basePath: flag.basePath, basePathFrom: 'base-path' }
      : { basePath: '', basePathFrom: 'none', problem: unusableBasePath(flag.problem, sources) };
  }
  const baseUrl = absolute(options.baseUrl);
  const fromUrl = pathOf(baseUrl);
  if (fromUrl) return { basePath: fromUrl, basePathFrom: 'base-url' };
  // A --base-url of the origin alone is the root, whatever the canonical URL says.
  if (baseUrl !== undefined || canonical === undefined)
    return { basePath: '', basePathFrom: 'none' };
  const reading = basePathOfUrl(canonical);
  if ('problem' in reading)
    return {
      basePath: '',
      basePathFrom: 'none',
      problem: unusableBasePath(reading.problem, sources, canonical),
    };
  return reading.basePath === ''
    ? { basePath: '', basePathFrom: 'none' }
    : { basePath: reading.basePath, basePathFrom: 'canonical' };
}

/**
 * Where the site is served, from the flags and docs.json: the base path is `--base-path`, else the path
 * of `--base-url`, else the path of `seo.metatags.canonical`, else the root. A base URL given as an origin
 * alone (`https://acme.dev`) is taken under the base path; one with a path is kept as it is (the CLI
 * refuses a `--base-url` whose path disagrees with `--base-path`).
 */
export function resolveSiteAddress(
  config: Readonly<Record<string, unknown>>,
  sources: ConfigSources,
  options: SiteAddressOptions,
): SiteAddress {
  const canonical = canonicalUrlOf(config);
  const { basePath, basePathFrom, problem } = chooseBasePath(options, canonical, sources);
  const baseUrl = withBasePath(options.baseUrl, basePath);
  return {
    basePath,
    basePathFrom,
    baseUrl,
    sitemapBaseUrl: siteUrlOf(config, baseUrl, basePath),
    diagnostics: problem ? [problem] : [],
  };
}
