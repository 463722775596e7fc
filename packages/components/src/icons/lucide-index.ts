import type { IconShape } from './icon-types.js';
import { parseSvgMarkup } from './parse-svg-markup.js';

/** The key names are compared by: lower case, without dashes, underscores or spaces. */
export function iconLookupKey(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

export interface LucideIndex {
  /** lookup key → SVG markup */
  readonly byKey: ReadonlyMap<string, string>;
  /** kebab-case names, for suggestions */
  readonly names: readonly string[];
}

function kebab(pascal: string): string {
  return pascal
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Indexes `lucide-static`'s exports (PascalCase names and aliases → SVG markup). */
export function indexLucide(exports: Readonly<Record<string, unknown>>): LucideIndex {
  const byKey = new Map<string, string>();
  const names: string[] = [];
  for (const [exportName, value] of Object.entries(exports)) {
    if (typeof value !== 'string' || !/^[A-Z]/.test(exportName)) continue;
    byKey.set(iconLookupKey(exportName), value);
    names.push(kebab(exportName));
  }
  return { byKey, names };
}

export function lucideShape(name: string, markup: string): IconShape | undefined {
  const svg = parseSvgMarkup(markup);
  if (!svg) return undefined;
  const cls = svg.attrs.class ?? '';
  const canonical = /lucide-([a-z0-9-]+)/.exec(cls)?.[1] ?? name;
  return {
    library: 'lucide',
    name: canonical,
    style: 'outline',
    viewBox: svg.attrs.viewBox ?? '0 0 24 24',
    paint: 'stroke',
    elements: svg.elements,
  };
}
