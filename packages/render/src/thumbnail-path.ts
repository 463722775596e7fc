/**
 * Where the build writes a page's Open Graph image (docs.json `thumbnails`), as a site path: `/` →
 * `/_quire/og/index.png`, `/guides/setup` → `/_quire/og/guides/setup.png`.
 */
export const thumbnailPathOf = (url: string) => `/_quire/og${url === '/' ? '/index' : url}.png`;
