export interface SitemapEntry {
  /** Site path, starting with `/`. */
  readonly url: string;
  /** ISO date of the last change, when known. */
  readonly lastmod?: string | undefined;
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Joins the site's base URL and a path; without a base URL the path stays relative. */
export function absoluteUrl(
  baseUrl: string | undefined,
  path: string,
  trailingSlash = false,
): string {
  const p = trailingSlash && path !== '/' && !path.endsWith('/') ? `${path}/` : path;
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}${p}` : p;
}

/** `sitemap.xml` for the given pages (already filtered by indexing rules), in the given order; `baseUrl` is absolute. */
export function renderSitemap(
  entries: readonly SitemapEntry[],
  baseUrl: string,
  trailingSlash = false,
): string {
  const urls = entries.map((e) => {
    const loc = `<loc>${escapeXml(absoluteUrl(baseUrl, e.url, trailingSlash))}</loc>`;
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/**
 * `robots.txt`: everything allowed, AI content signals as the reference sends them, and the sitemap
 * advertised when there is one (it needs the site's absolute `baseUrl`).
 */
export function renderRobots(baseUrl: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Content-Signal: ai-train=yes, search=yes, ai-input=yes',
    'Allow: /',
  ];
  if (baseUrl) lines.push(`Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`);
  return lines.join('\n') + '\n';
}
