import type { VNode } from 'preact';

/** The icon libraries `icons.library` in docs.json can name. */
export type IconLibraryName = 'fontawesome' | 'lucide' | 'tabler';

export const ICON_LIBRARIES: readonly IconLibraryName[] = ['fontawesome', 'lucide', 'tabler'];

/** The object form of an icon in docs.json and frontmatter (section 2.5 of the reference). */
export interface IconSpec {
  readonly name: string;
  readonly style?: string;
  readonly library?: IconLibraryName;
}

/** What pages and config may give as an icon: a name, a URL or path, the object form, or inline SVG JSX. */
export type IconInput = string | IconSpec | VNode;

/** One element inside an icon's `<svg>`, with its attributes as written in the SVG source. */
export interface SvgElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
}

/** An icon ready to be inlined: the root attributes that matter and the child elements. */
export interface IconShape {
  readonly library: IconLibraryName;
  /** The name the library knows the icon by (after aliases). */
  readonly name: string;
  /** The style actually used (Font Awesome `solid`/`regular`/`brands`, Tabler `outline`/`filled`). */
  readonly style: string;
  readonly viewBox: string;
  /** `fill`: paths filled with currentColor; `stroke`: outlined with currentColor. */
  readonly paint: 'fill' | 'stroke';
  readonly elements: readonly SvgElement[];
}

/** A Font Awesome icon definition as the `@fortawesome/free-*-svg-icons` packages export it. */
export interface FontAwesomeDefinition {
  readonly prefix: string;
  readonly iconName: string;
  readonly icon: readonly [
    number,
    number,
    readonly (string | number)[],
    string,
    string | readonly string[],
  ];
}

/** The three free Font Awesome packs, as lists of definitions (aliases may repeat a definition). */
export interface FontAwesomePacks {
  readonly solid: readonly FontAwesomeDefinition[];
  readonly regular: readonly FontAwesomeDefinition[];
  readonly brands: readonly FontAwesomeDefinition[];
}

/** Reads Tabler icons one at a time: the SVG text of `name` in a style, or undefined. */
export interface TablerSource {
  read(style: 'outline' | 'filled', name: string): string | undefined;
  /** Every outline icon name, for "did you mean" hints. */
  names(): readonly string[];
}

/**
 * Where the registry gets each library from. Each function is called at most once per
 * registry, on first use of that library. The default loads the installed npm packages;
 * tests inject their own.
 */
export interface IconLoaders {
  fontawesome(): FontAwesomePacks;
  /** Lucide's exports: PascalCase name (aliases included) → SVG markup. */
  lucide(): Readonly<Record<string, unknown>>;
  tabler(): TablerSource;
}

/** Looks icons up by name; create one per build with `createIconRegistry` and pass it down. */
export interface IconRegistry {
  resolve(name: string, library: IconLibraryName, style?: string): IconShape | undefined;
  /** Names close to `name` in `library`, best first. */
  suggest(name: string, library: IconLibraryName): string[];
}
