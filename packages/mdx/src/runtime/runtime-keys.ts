/** Runtime key of the components map, for capitalised JSX tags a script uses without declaring. */
export const COMPONENTS_KEY = 'quireComponents';

/** The runtime argument that carries the bindings of imported modules, keyed by specifier. */
export const IMPORTS_KEY = 'quireImports';
