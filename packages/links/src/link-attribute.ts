/** HTML elements whose `src` loads a file of the page (images, media, frames). */
const SRC_ELEMENTS = new Set(['img', 'source', 'video', 'audio', 'iframe', 'embed', 'track']);

/**
 * Whether an attribute of an element holds a link to check: `href` on `<a>`, `<area>` and components
 * (`<Card>`, `<Tile>`, `<Tooltip>`), `src` on `<img>`, `<source>`, `<video>`, `<audio>`, `<iframe>`, `<embed>`,
 * `<track>`, and `img` on `<Card>`. Other attributes (an SVG `<use href>`, a component's `src`) are left alone:
 * they are not links, or custom components give them meanings of their own.
 */
export function isLinkAttribute(element: string, attribute: string): boolean {
  const name = attribute.toLowerCase();
  const component = /^[A-Z]/.test(element);
  const tag = element.toLowerCase();
  if (name === 'href') return component || tag === 'a' || tag === 'area';
  if (name === 'src') return !component && SRC_ELEMENTS.has(tag);
  return name === 'img' && element === 'Card';
}
