import {
  createDiagnostic,
  createLineIndex,
  type Diagnostic,
  type Location,
} from '@quire/diagnostics';
import { t, type MessageKey, type MessageParams } from '@quire/i18n';
import type { HeadingSlugger } from '@quire/mdx/runtime';
import { createContext, type ComponentChildren, type VNode, h } from 'preact';
import { useContext } from 'preact/hooks';
import type { IconLibraryName, IconRegistry } from '../icons/icon-types.js';
import { COMPONENT_CODES, type ComponentCode } from '../codes.js';

/** Who the page is rendered for: the HTML site (humans) or the Markdown export (agents). */
export type Audience = 'humans' | 'agents';

export interface ComponentProblem {
  readonly code: ComponentCode;
  readonly message: string;
  readonly hint?: string;
  /** Reported once per page for the same key (e.g. the same unknown icon twice). */
  readonly key: string;
  /** Text to look for in the page source to place the diagnostic (e.g. `"rocket-x"`). */
  readonly needle?: string;
}

/** What components need from the page around them. One per page render. */
export interface ComponentsEnv {
  /** `icons.library` from docs.json. */
  readonly iconLibrary: IconLibraryName;
  /** Missing only when rendering without an environment: icons then render as placeholders. */
  readonly icons: IconRegistry | undefined;
  /** The page's file relative to the docs root, for diagnostics. */
  readonly file: string | undefined;
  /** Page-wide anchor ids; missing means ids are not deduplicated. */
  readonly slugger: HeadingSlugger | undefined;
  readonly audience: Audience;
  /** The page's language (any docs.json spelling); undefined reads English. */
  readonly lang: string | undefined;
  /** Problems found while rendering, in the order found. */
  readonly diagnostics: readonly Diagnostic[];
  report(problem: ComponentProblem): void;
}

export interface ComponentsEnvOptions {
  readonly iconLibrary?: IconLibraryName;
  readonly icons?: IconRegistry;
  readonly file?: string;
  /**
   * The page's source text. Components have no positions of their own: a problem is placed
   * at the first occurrence of its `needle` in the source, else at the file alone.
   */
  readonly source?: string;
  readonly slugger?: HeadingSlugger;
  readonly audience?: Audience;
  /** The page's language, for the interface text components show (default English). */
  readonly lang?: string;
  /**
   * Where the page element that led to what is rendering is written (the page-defined component around a
   * built-in), for a problem whose `needle` is not in the source.
   */
  readonly placeOfRendering?: () =>
    { readonly file: string; readonly line: number; readonly column: number } | undefined;
}

/** Creates the environment for rendering one page. */
export function createComponentsEnv(options: ComponentsEnvOptions = {}): ComponentsEnv {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const lines = options.source === undefined ? undefined : createLineIndex(options.source);
  const place = (needle: string | undefined): Location | undefined => {
    if (!options.file || !lines || !needle) return undefined;
    const offset = options.source?.indexOf(needle) ?? -1;
    if (offset < 0) return undefined;
    const start = lines.position(offset);
    return {
      file: options.file,
      line: start.line,
      column: start.column,
      endLine: start.line,
      endColumn: start.column + needle.length,
    };
  };
  return {
    iconLibrary: options.iconLibrary ?? 'fontawesome',
    icons: options.icons,
    file: options.file,
    slugger: options.slugger,
    audience: options.audience ?? 'humans',
    lang: options.lang,
    diagnostics,
    report(problem) {
      const key = `${problem.code}\u0000${problem.key}`;
      if (seen.has(key)) return;
      seen.add(key);
      const at = place(problem.needle) ?? (options.file ? options.placeOfRendering?.() : undefined);
      const init = { code: problem.code, message: problem.message, hint: problem.hint, at };
      const d = createDiagnostic(init, COMPONENT_CODES[problem.code].severity);
      diagnostics.push(at || !options.file ? d : { ...d, file: options.file });
    },
  };
}

/** Used when no provider is above: no icons, no reporting, fontawesome. Immutable. */
const DETACHED_ENV: ComponentsEnv = Object.freeze({
  iconLibrary: 'fontawesome' as const,
  icons: undefined,
  file: undefined,
  slugger: undefined,
  audience: 'humans' as const,
  lang: undefined,
  diagnostics: Object.freeze([]) as readonly Diagnostic[],
  report() {},
});

export const ComponentsContext = createContext<ComponentsEnv>(DETACHED_ENV);

export function useComponentsEnv(): ComponentsEnv {
  return useContext(ComponentsContext);
}

/** One message of the interface in the language of the page being rendered. */
export type ComponentText = (key: MessageKey, params?: MessageParams) => string;

/** The interface text of the page being rendered (its environment's language). */
export function useComponentText(): ComponentText {
  const { lang } = useComponentsEnv();
  return (key, params) => t(lang, key, params);
}

/** Wraps a tree in the environment (`<ComponentsContext.Provider value={env}>`). */
export function withComponentsEnv(env: ComponentsEnv, children: ComponentChildren): VNode {
  return h(ComponentsContext.Provider, { value: env }, children) as VNode;
}
