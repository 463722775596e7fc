import { closestMatches } from '@quire/diagnostics';
import { indexFontAwesome, lookupFontAwesome, type FontAwesomeIndex } from './fontawesome-index.js';
import { fontAwesomeProAlias } from './fontawesome-pro-alias.js';
import type {
  IconLibraryName,
  IconLoaders,
  IconRegistry,
  IconShape,
  TablerSource,
} from './icon-types.js';
import { iconLookupKey, indexLucide, lucideShape, type LucideIndex } from './lucide-index.js';
import { nodeIconLoaders } from './node-icon-loaders.js';
import { tablerShape } from './tabler-shape.js';

function once<T>(load: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: load() }).v;
}

/**
 * A registry that loads each icon library on first use and remembers resolved icons.
 * Create one per build (or per process) and pass it to every page render through
 * `createComponentsEnv`; nothing is cached at module level.
 */
export function createIconRegistry(loaders: IconLoaders = nodeIconLoaders): IconRegistry {
  const fontawesome = once<FontAwesomeIndex>(() => indexFontAwesome(loaders.fontawesome()));
  const lucide = once<LucideIndex>(() => indexLucide(loaders.lucide()));
  const tabler = once<TablerSource>(() => loaders.tabler());
  const tablerNames = once(() => tabler().names());
  const resolved = new Map<string, IconShape | undefined>();

  function lookup(
    given: string,
    library: IconLibraryName,
    style: string | undefined,
  ): IconShape | undefined {
    const name = given.toLowerCase();
    if (library === 'fontawesome') {
      // Font Awesome Pro names (sparkles, webhook, grid, …) are not in the free set: the same
      // name in Lucide, then Tabler, is the closest drawing we can ship.
      return (
        lookupFontAwesome(fontawesome(), name, style) ??
        lookupOutline(name, 'lucide', undefined) ??
        lookupOutline(name, 'tabler', style) ??
        lookupProAlias(name, style)
      );
    }
    // Lucide and Tabler have no brand logos: a name they lack falls back to Font Awesome brands.
    return (
      lookupOutline(name, library, style) ?? lookupFontAwesome(fontawesome(), name, 'brands', true)
    );
  }

  function lookupProAlias(name: string, style: string | undefined): IconShape | undefined {
    const alias = fontAwesomeProAlias(name);
    if (!alias) return undefined;
    return alias.library === 'fontawesome'
      ? lookupFontAwesome(fontawesome(), alias.name, style)
      : lookupOutline(alias.name, alias.library, style);
  }

  function lookupOutline(
    name: string,
    library: 'lucide' | 'tabler',
    style: string | undefined,
  ): IconShape | undefined {
    if (library === 'lucide') {
      const markup = lucide().byKey.get(iconLookupKey(name));
      return markup === undefined ? undefined : lucideShape(name, markup);
    }
    const source = tabler();
    const wantFilled = style === 'filled' || style === 'solid';
    for (const s of wantFilled
      ? (['filled', 'outline'] as const)
      : (['outline', 'filled'] as const)) {
      const markup = source.read(s, name);
      if (markup !== undefined) return tablerShape(name, s, markup);
    }
    return undefined;
  }

  return {
    resolve(name, library, style) {
      const key = `${library}\u0000${style ?? ''}\u0000${name}`;
      if (!resolved.has(key)) resolved.set(key, lookup(name, library, style));
      return resolved.get(key);
    },
    suggest(name, library) {
      const names =
        library === 'fontawesome'
          ? [
              ...(fontawesome().get('solid')?.keys() ?? []),
              ...(fontawesome().get('brands')?.keys() ?? []),
            ]
          : library === 'lucide'
            ? lucide().names
            : tablerNames();
      // Single-letter and digit icons match too easily; leave them out of suggestions.
      return closestMatches(
        name,
        names.filter((n) => n.length > 2),
        3,
      );
    },
  };
}
