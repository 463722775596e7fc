import { readFile, stat } from 'node:fs/promises';
import type { Context } from 'hono';
import { compileRedirect, matchRedirect } from '@quire/render';
import { createCompressionCache, pickEncoding } from './compression-cache.js';
import { contentTypeFor, isCompressible } from './content-type.js';
import { resolveSitePath, sitePathOf } from './resolve-site-path.js';
import type { SiteManifest } from './site-manifest.js';

/** Hashed client assets never change under the same name. */
const IMMUTABLE = /^\/_quire\/assets\//;

const LINK_HEADER = '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"';

/**
 * Whether a URL path names a file of the build that only the server reads: the skills for some
 * groups (`_quire/skills/`) and the list of every skill (`_quire/skills.json`), which the MCP server
 * gives to readers of those groups. However it is spelled (`%73`, `//`).
 */
export function isServerOnlyPath(urlPath: string): boolean {
  const [first, second] = (sitePathOf(urlPath) ?? '').split('/');
  return first === '_quire' && (second === 'skills' || second === 'skills.json');
}

/** Whether an `Accept` header prefers Markdown to HTML (agents asking for a page as text). */
export function wantsMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  const md = types.indexOf('text/markdown');
  const html = types.indexOf('text/html');
  return md !== -1 && (html === -1 || md < html);
}

/** Candidate files for a URL path, most specific first. */
function candidates(path: string, markdown: boolean): string[] {
  const clean = path.replace(/\/+$/, '') || '/';
  if (markdown) return [clean === '/' ? '/index.md' : `${clean}.md`];
  if (path.endsWith('/')) return [`${clean === '/' ? '' : clean}/index.html`];
  return [clean, `${clean}/index.html`, `${clean}.html`];
}

/**
 * Serves a built site: files, `<route>/index.html`, Markdown for `Accept: text/markdown`,
 * redirects (308/307, wildcards), the 404 page with status 404, compression and caching.
 */
export function createStaticSiteHandler(
  root: string,
  manifest: SiteManifest,
): (c: Context) => Promise<Response> {
  const redirects = manifest.redirects.map(compileRedirect);
  const compression = createCompressionCache();
  const send = async (c: Context, file: string, status: 200 | 404) => {
    const info = await stat(file);
    const urlPath = file.slice(root.length).replace(/\\/g, '/');
    const type = contentTypeFor(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    c.header('Content-Type', type);
    c.header('ETag', etag);
    c.header('Vary', 'Accept, Accept-Encoding');
    c.header(
      'Cache-Control',
      IMMUTABLE.test(urlPath)
        ? 'public, max-age=31536000, immutable'
        : type.startsWith('text/html') || type.startsWith('text/markdown')
          ? 'no-cache'
          : 'public, max-age=3600',
    );
    if (type.startsWith('text/html')) {
      c.header('Link', LINK_HEADER);
      c.header('X-Llms-Txt', '/llms.txt');
    }
    if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304);
    let body: Uint8Array = await readFile(file);
    const encoding =
      isCompressible(type) && body.byteLength > 1024
        ? pickEncoding(c.req.header('accept-encoding'))
        : undefined;
    if (encoding) {
      body = compression.get(`${file}:${info.mtimeMs}`, body, encoding);
      c.header('Content-Encoding', encoding);
    }
    c.header('Content-Length', String(body.byteLength));
    if (c.req.method === 'HEAD') return c.body(null, status);
    return c.body(body as Uint8Array<ArrayBuffer>, status);
  };
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return c.text('Method Not Allowed', 405);
    }
    const notFound = async () => {
      const page = await resolveSitePath(root, '/404.html');
      return page ? send(c, page, 404) : c.text('Not Found', 404);
    };
    const path = new URL(c.req.url).pathname;
    if (isServerOnlyPath(path)) return notFound();
    const redirect = matchRedirect(redirects, path);
    if (redirect) {
      const search = new URL(c.req.url).search;
      return c.redirect(
        redirect.location + (redirect.location.includes('?') ? '' : search),
        redirect.status,
      );
    }
    for (const candidate of candidates(path, wantsMarkdown(c.req.header('accept')))) {
      const file = await resolveSitePath(root, candidate);
      if (file) return send(c, file, 200);
    }
    return notFound();
  };
}
