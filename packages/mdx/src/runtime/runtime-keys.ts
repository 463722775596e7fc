/** Runtime key of the components map, for capitalised JSX tags a script uses without declaring. */
export const COMPONENTS_KEY = 'quireComponents';

/** The runtime argument that carries the bindings of imported modules, keyed by specifier. */
export const IMPORTS_KEY = 'quireImports';

/** Runtime key of the guard that evaluates one `{expression}` of a page and reports what it throws. */
export const GUARD_KEY = 'quireGuard';

/** The local name the guard is bound to in compiled pages. */
export const GUARD_LOCAL = '_quireGuard';

/** A prop the compiler adds to the elements of page-defined components: where the element is (`line:column`). */
export const PLACE_PROP = '__quirePlace';

/** The key a default import asks a module for: `default:` and the import's local name. */
export const DEFAULT_PREFIX = 'default:';
