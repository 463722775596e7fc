import type { FontAwesomeDefinition, FontAwesomePacks, IconShape } from './icon-types.js';

export type FontAwesomeStyle = 'solid' | 'regular' | 'brands';

/** Names (and aliases) → definition, per free style. */
export type FontAwesomeIndex = ReadonlyMap<
  FontAwesomeStyle,
  ReadonlyMap<string, FontAwesomeDefinition>
>;

export function indexFontAwesome(packs: FontAwesomePacks): FontAwesomeIndex {
  const out = new Map<FontAwesomeStyle, ReadonlyMap<string, FontAwesomeDefinition>>();
  for (const style of ['solid', 'regular', 'brands'] as const) {
    const byName = new Map<string, FontAwesomeDefinition>();
    for (const def of packs[style]) {
      byName.set(def.iconName, def);
      for (const alias of def.icon[2]) {
        if (typeof alias === 'string' && !byName.has(alias)) byName.set(alias, def);
      }
    }
    out.set(style, byName);
  }
  return out;
}

/**
 * The order in which styles are tried: the requested one when the free packs have it,
 * then solid, regular and brands. Pro-only styles (light, thin, duotone, sharp-*) fall back.
 */
export function fontAwesomeStyleOrder(style: string | undefined): FontAwesomeStyle[] {
  const order: FontAwesomeStyle[] = ['solid', 'regular', 'brands'];
  if (style === 'regular' || style === 'brands')
    return [style, ...order.filter((s) => s !== style)];
  return order;
}

export function fontAwesomeShape(def: FontAwesomeDefinition, style: FontAwesomeStyle): IconShape {
  const [width, height, , , data] = def.icon;
  const paths = typeof data === 'string' ? [data] : [...data];
  return {
    library: 'fontawesome',
    name: def.iconName,
    style,
    viewBox: `0 0 ${width} ${height}`,
    paint: 'fill',
    elements: paths.map((d) => ({ tag: 'path', attrs: { d } })),
  };
}

/** The icon `name` in the first style of `fontAwesomeStyleOrder(style)` that has it (or only `style` when `only`). */
export function lookupFontAwesome(
  index: FontAwesomeIndex,
  name: string,
  style: string | undefined,
  only = false,
): IconShape | undefined {
  const order: FontAwesomeStyle[] =
    only && (style === 'solid' || style === 'regular' || style === 'brands')
      ? [style]
      : fontAwesomeStyleOrder(style);
  for (const s of order) {
    const def = index.get(s)?.get(name);
    if (def) return fontAwesomeShape(def, s);
  }
  return undefined;
}
