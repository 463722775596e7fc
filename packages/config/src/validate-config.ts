import type { ReadRefusal } from './files/read-text-file.js';
import type { Diagnostic } from '@quire/diagnostics';
import type { SourcePart } from './json/config-sources.js';
import { brokenRefConsequences } from './broken-ref-consequences.js';
import type { LoadedConfig } from './load-config.js';
import { checkColors } from './rules/check-colors.js';
import { checkDuplicateDefaults } from './rules/check-duplicate-defaults.js';
import { checkEmptyGroups } from './rules/check-empty-groups.js';
import { checkExpanded } from './rules/check-expanded.js';
import { checkGlobalLinks } from './rules/check-global-links.js';
import { checkIcons } from './rules/check-icons.js';
import { checkKeysNotActedOn } from './rules/check-keys-not-acted-on.js';
import { checkLanguages } from './rules/check-languages.js';
import { checkMixedChildren } from './rules/check-mixed-children.js';
import { checkNavigationRoot } from './rules/check-navigation-root.js';
import { checkNotSupported } from './rules/check-not-supported.js';
import { checkPageReferences } from './rules/check-page-references.js';
import { checkPlaygroundAuth } from './rules/check-playground-auth.js';
import { checkRedirects } from './rules/check-redirects.js';
import { collectNavigation, isRecord } from './rules/collect-navigation.js';
import type { ConfigRule, RuleContext } from './rules/rule-context.js';
import { validateAgainstSchema, type SchemaValidator } from './schema/index.js';

/** The rules beyond the schema, in the order their diagnostics are listed. */
export const CONFIG_RULES: readonly ConfigRule[] = [
  checkNavigationRoot,
  checkMixedChildren,
  checkPageReferences,
  checkLanguages,
  checkDuplicateDefaults,
  checkExpanded,
  checkEmptyGroups,
  checkGlobalLinks,
  checkRedirects,
  checkIcons,
  checkColors,
  checkPlaygroundAuth,
  checkNotSupported,
  checkKeysNotActedOn,
];

export interface ValidateConfigInput {
  readonly loaded: LoadedConfig;
  /** Project files relative to the docs root (`listProjectFiles`). */
  readonly files: Iterable<string>;
  /** Tells whether a path is ignored, to explain why a page that exists on disk is missing. */
  readonly isIgnored?: (path: string) => boolean;
  /** Entries of the docs root that are there but never read (named pipes, devices), with why (`scanProjectFiles`). */
  readonly unreadable?: ReadonlyMap<string, ReadRefusal>;
  /** The schema validator (`createSchemaValidator()`); the docs.json schema's own when absent. */
  readonly schemaValidator?: SchemaValidator;
}

const placeOf = (d: Diagnostic): string => `${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;

/**
 * Every problem of a loaded docs.json: loading problems, the schema, then the rules beyond the
 * schema. Where a rule and the schema report the same place, the rule's more specific diagnostic wins.
 */
export function validateConfig({
  loaded,
  files,
  isIgnored,
  unreadable,
  schemaValidator,
}: ValidateConfigInput): Diagnostic[] {
  const out = [...loaded.diagnostics];
  if (loaded.value === undefined) return out;
  const locate = (pointer: string, part?: SourcePart) => loaded.sources.locate(pointer, part);
  const schema = validateAgainstSchema(loaded.value, locate, schemaValidator);
  if (!isRecord(loaded.value)) return [...out, ...schema];
  const context: RuleContext = {
    config: loaded.value,
    navigation: collectNavigation(loaded.value.navigation),
    files: files instanceof Set ? (files as ReadonlySet<string>) : new Set(files),
    isIgnored,
    unreadable,
    locate,
  };
  const rules = CONFIG_RULES.flatMap((rule) => rule(context));
  const ruled = new Set(rules.map(placeOf));
  const keep = brokenRefConsequences(loaded);
  return [
    ...out,
    ...schema.filter((d) => !ruled.has(placeOf(d)) && keep(d)),
    ...rules.filter(keep),
  ];
}
