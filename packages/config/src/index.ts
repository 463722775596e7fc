export * from './schema/index.js';
export { configCodes, type ConfigCode } from './codes.js';
export {
  loadConfig,
  loadMintConfig,
  CONFIG_FILE,
  LEGACY_CONFIG_FILE,
  type LoadedConfig,
} from './load-config.js';
export { findDocsFoldersBelow, findDocsRoot } from './find-docs-root.js';
export type { ReadText } from './json/json-files.js';
export type { ConfigSources, SourcePart, SourceSpan } from './json/config-sources.js';
export { appendPointer } from './json/json-pointer.js';
export {
  docsFileReader,
  FileRefusedError,
  MAX_INPUT_BYTES,
  readTextFile,
  refusalOf,
  type ReadRefusal,
} from './files/read-text-file.js';
export {
  listProjectFiles,
  scanProjectFiles,
  IGNORE_FILE,
  type LeftOutFile,
  type ProjectFiles,
} from './files/list-project-files.js';
export {
  createIgnoreFilter,
  DEFAULT_IGNORES,
  type IgnoreFilter,
  type IgnoreFilterOptions,
} from './files/create-ignore-filter.js';
export {
  createDocsFileReader,
  createRootEscapeCheck,
  realPathInsideRoot,
} from './files/read-docs-file.js';
export { parseFrontmatter, type Frontmatter } from './frontmatter/parse-frontmatter.js';
export { loadFrontmatterDiagnostics } from './frontmatter/load-frontmatter-diagnostics.js';
export { validateConfig, CONFIG_RULES, type ValidateConfigInput } from './validate-config.js';
export {
  validateProject,
  type ProjectValidation,
  type ValidateProjectOptions,
} from './validate-project.js';
export { isEndpointReference } from './rules/is-endpoint-reference.js';
export { normalizePagePath, findPageFile } from './rules/check-page-references.js';
export { pageUrl, redirectMatches } from './rules/match-redirect.js';
export { LANGUAGE_CODES } from './rules/languages.js';
export { KEYS_NOT_ACTED_ON, type KeyNotActedOn } from './rules/keys-not-acted-on.js';
export type { ConfigRule, RuleContext } from './rules/rule-context.js';
// The navigation structure rules, run again by `@quire/navigation` so that it reports exactly what `validate` does.
export { collectNavigation, type CollectedNavigation } from './rules/collect-navigation.js';
export { checkNavigationRoot } from './rules/check-navigation-root.js';
export { checkMixedChildren } from './rules/check-mixed-children.js';
export { checkPageReferences } from './rules/check-page-references.js';
export { mapLimited, READ_CONCURRENCY } from './files/map-limited.js';
