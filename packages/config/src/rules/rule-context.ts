import type { Diagnostic, Location } from '@quire/diagnostics';
import type { ReadRefusal } from '../files/read-text-file.js';
import type { SourcePart } from '../json/config-sources.js';
import type { CollectedNavigation, NavElement } from './collect-navigation.js';

/** What every rule beyond the schema reads: the resolved config, its navigation, the project files and positions. */
export interface RuleContext {
  /** The resolved docs.json (an object; rules skip parts of the wrong shape, which the schema reports). */
  readonly config: Readonly<Record<string, unknown>>;
  readonly navigation: CollectedNavigation;
  /** Project files relative to the docs root (see `listProjectFiles`). */
  readonly files: ReadonlySet<string>;
  /** Tells whether a path is ignored (default ignores and .mintignore), to explain a missing page. */
  readonly isIgnored?: ((path: string) => boolean) | undefined;
  /** Entries that are there but never read (named pipes, devices), with why, to explain a missing page. */
  readonly unreadable?: ReadonlyMap<string, ReadRefusal> | undefined;
  locate(pointer: string, part?: SourcePart): Location | undefined;
}

/** One rule: reads the context, returns the problems it finds. */
export type ConfigRule = (context: RuleContext) => Diagnostic[];

const LABEL: Record<NavElement['kind'], string> = {
  root: 'navigation root',
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  dropdown: 'dropdown',
  anchor: 'anchor',
  item: 'menu item',
  group: 'group',
};

/** `the tab "API"`, `the navigation root`: how messages name an element. */
export function describeElement(element: NavElement): string {
  const name = element.kind === 'root' ? undefined : element.value[element.kind];
  return typeof name === 'string'
    ? `the ${LABEL[element.kind]} "${name}"`
    : `the ${LABEL[element.kind]}`;
}

/** `a`, `a` and `b`, `a`, `b` and `c` (each in backticks). */
export function listKeys(keys: readonly string[]): string {
  const quoted = keys.map((k) => `\`${k}\``);
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
