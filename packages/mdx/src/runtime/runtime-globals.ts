/** The runtime argument that carries names snippets may use without importing them. */
export const GLOBALS_KEY = 'quireGlobals';

/** React-style names available to pages and snippets without an import (as on the reference platform), run on Preact. */
export const RUNTIME_GLOBAL_NAMES = [
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useRef',
  'useMemo',
  'useCallback',
  'useContext',
  'useReducer',
  'useId',
  'useImperativeHandle',
  'useDebugValue',
  'createContext',
  'React',
] as const;

/** The global names that `code` mentions and does not declare itself. */
export function usedRuntimeGlobals(code: string, declared: ReadonlySet<string>): string[] {
  return RUNTIME_GLOBAL_NAMES.filter(
    (name) => !declared.has(name) && new RegExp(`\\b${name}\\b`).test(code),
  );
}
