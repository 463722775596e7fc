import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type {
  FontAwesomeDefinition,
  FontAwesomePacks,
  IconLoaders,
  TablerSource,
} from './icon-types.js';

const require = createRequire(import.meta.url);

function loadFontAwesomePack(pkg: string, key: string): FontAwesomeDefinition[] {
  const mod = require(pkg) as Record<string, Record<string, FontAwesomeDefinition>>;
  return Object.values(mod[key] ?? {});
}

function loadFontAwesomePacks(): FontAwesomePacks {
  return {
    solid: loadFontAwesomePack('@fortawesome/free-solid-svg-icons', 'fas'),
    regular: loadFontAwesomePack('@fortawesome/free-regular-svg-icons', 'far'),
    brands: loadFontAwesomePack('@fortawesome/free-brands-svg-icons', 'fab'),
  };
}

function readTablerSource(): TablerSource {
  // The package exports `./*` → `./icons/*`; resolve one known file to find the folder.
  const outline = dirname(require.resolve('@tabler/icons/outline/home.svg'));
  const root = dirname(outline);
  return {
    read(style, name) {
      if (!/^[a-z0-9-]+$/.test(name)) return undefined;
      try {
        return readFileSync(join(root, style, `${name}.svg`), 'utf8');
      } catch {
        return undefined;
      }
    },
    names() {
      return readdirSync(outline)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -4));
    },
  };
}

/** Loads the icon libraries from the installed npm packages (Node only, synchronous). */
export const nodeIconLoaders: IconLoaders = {
  fontawesome: loadFontAwesomePacks,
  lucide: () => require('lucide-static') as Record<string, unknown>,
  tabler: readTablerSource,
};
