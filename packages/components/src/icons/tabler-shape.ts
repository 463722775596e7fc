import type { IconShape } from './icon-types.js';
import { parseSvgMarkup } from './parse-svg-markup.js';

/** Tabler's SVG without its invisible bounding-box path. */
export function tablerShape(
  name: string,
  style: 'outline' | 'filled',
  markup: string,
): IconShape | undefined {
  const svg = parseSvgMarkup(markup);
  if (!svg) return undefined;
  return {
    library: 'tabler',
    name,
    style,
    viewBox: svg.attrs.viewBox ?? '0 0 24 24',
    paint: style === 'filled' ? 'fill' : 'stroke',
    elements: svg.elements.filter(
      (e) => !(e.attrs.stroke === 'none' && e.attrs.d === 'M0 0h24v24H0z'),
    ),
  };
}
