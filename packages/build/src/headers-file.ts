/**
 * The `_headers` file (Netlify and Cloudflare Pages syntax) for static hosts: the response
 * headers `quire serve` sends, for hosts that read the file. Hashed assets never change under
 * the same name; every page names its llms.txt; gated playground specs are never cached by
 * shared caches.
 */
export function renderHeadersFile(): string {
  return [
    '/_quire/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/_quire/playground/*',
    '  Cache-Control: private, no-store',
    '/*',
    '  Link: </llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"',
    '  X-Llms-Txt: /llms.txt',
    '',
  ].join('\n');
}
