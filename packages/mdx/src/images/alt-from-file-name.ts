/**
 * The words of an image's file name, what a screen reader announces for an image without alt text:
 * `/images/user-provisioning.png?v=2` → `user provisioning`. `Image` when the source names no file
 * (an expression, a `data:` URL).
 */
export function altFromFileName(src: string | undefined): string {
  if (src === undefined || src.startsWith('data:')) return 'Image';
  const last =
    src
      .split(/[?#]/)[0]!
      .split('/')
      .filter((s) => s !== '')
      .pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as written.
  }
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.+\s]+/g, ' ')
    .trim();
  return words === '' ? 'Image' : words;
}
