import { underBasePath } from '@quire/navigation';

/**
 * The `_headers` file (Netlify and Cloudflare Pages syntax) for static hosts: the response
 * headers `quire serve` sends, for hosts that read the file. Hashed assets never change under
 * the same name; every page names its llms.txt; gated playground specs are never cached by
 * shared caches. The paths matched are the host's own (the site's files at its root); the
 * llms.txt the headers name is where the reader's browser finds it, under `basePath`.
 */
export function renderHeadersFile(basePath = ''): string {
  const llms = underBasePath(basePath, '/llms.txt');
  const llmsFull = underBasePath(basePath, '/llms-full.txt');
  return [
    '/_quire/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/_quire/playground/*',
    '  Cache-Control: private, no-store',
    '/*',
    `  Link: <${llms}>; rel="llms-txt", <${llmsFull}>; rel="llms-full-txt"`,
    `  X-Llms-Txt: ${llms}`,
    '',
  ].join('\n');
}
