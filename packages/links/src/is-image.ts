import type { LinkRef } from './link-ref.js';

/** Markdown images and the `src` of `<img>`, `<video>`, … (and a card's `img`): links that load a file. */
export function isImage(link: LinkRef): boolean {
  return link.kind === 'image' || link.attribute === 'src' || link.attribute === 'img';
}
