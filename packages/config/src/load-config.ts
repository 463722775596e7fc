import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from './config-diagnostic.js';
import { readTextFile } from './files/read-text-file.js';
import { createConfigSources, type ConfigSources } from './json/config-sources.js';
import { JsonFiles, type ReadText } from './json/json-files.js';
import { RefResolver } from './json/ref-resolver.js';
import { CONFIG_FILE, LEGACY_CONFIG_FILE } from './find-docs-root.js';
import { upgradeLoadedMint } from './legacy/upgrade-loaded-mint.js';

export { CONFIG_FILE, LEGACY_CONFIG_FILE };

/** docs.json as loaded: the resolved value, where each part of it was written, and the problems found reading it. */
export interface LoadedConfig {
  /** The value with every `$ref` followed; undefined when docs.json is missing or is not valid JSON. */
  readonly value: unknown;
  /** Source positions of every value, by JSON Pointer. */
  readonly sources: ConfigSources;
  /** The text of docs.json and of every file it includes, by path relative to the docs root. */
  readonly texts: ReadonlyMap<string, string>;
  /** Syntax and `$ref` problems (schema and rule problems come from `validateConfig`). */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * JSON Pointers of values that a broken `$ref` left incomplete (a property or array entry left
   * out, an object without its included keys). Validation stays quiet about what is missing there.
   */
  readonly incomplete: readonly string[];
}

const readConfigFile: ReadText = (path) => readTextFile(path, { explain: true });

/** The warning every build, check and preview of a mint.json site starts with. */
function legacyWarning(): Diagnostic {
  return configDiagnostic({
    code: 'config/legacy-mint-json',
    message: `This site is configured by ${LEGACY_CONFIG_FILE}, the older format; Quire reads it as the ${CONFIG_FILE} it upgrades to.`,
    hint: `Run \`quire upgrade\` to write ${CONFIG_FILE} from it, review the result, then delete ${LEGACY_CONFIG_FILE}.`,
    at: { file: LEGACY_CONFIG_FILE, line: 1, column: 1 },
  });
}

function notFound(root: string): LoadedConfig {
  return {
    value: undefined,
    sources: createConfigSources(new Map(), new Map()),
    texts: new Map(),
    diagnostics: [
      configDiagnostic({
        code: 'config/not-found',
        message: `There is no readable ${CONFIG_FILE} in ${root}.`,
        hint: `Create ${CONFIG_FILE} there, or point Quire at the folder that holds it.`,
      }),
    ],
    incomplete: [],
  };
}

/**
 * Reads one config file of the docs root, following every `$ref`: `docs.json`, or `mint.json`
 * upgraded in memory to the docs.json it stands for (positions still point into mint.json).
 * Undefined when the file does not exist.
 */
function loadConfigFile(root: string, file: string, readText: ReadText): LoadedConfig | undefined {
  const files = new JsonFiles(root, readText);
  const parsed = files.parse(file);
  const done = (
    value: unknown,
    diagnostics: readonly Diagnostic[],
    resolver?: RefResolver,
  ): LoadedConfig => ({
    value,
    sources: createConfigSources(resolver?.spans ?? new Map(), files.texts),
    texts: files.texts,
    diagnostics,
    incomplete: resolver?.incomplete ?? [],
  });
  if (parsed.kind === 'missing') return undefined;
  if (parsed.kind === 'refused') {
    return done(undefined, [
      configDiagnostic({
        code: 'config/unreadable-file',
        message: `${file} was not read: ${parsed.reason}.`,
        hint: parsed.fix,
        at: { file, line: 1, column: 1 },
      }),
    ]);
  }
  if (parsed.kind === 'invalid') {
    const at = files.at(file, parsed.error.offset, parsed.error.length);
    const code = parsed.tooDeep ? 'config/too-deep' : 'config/json-syntax';
    return done(undefined, [
      configDiagnostic({ code, message: parsed.error.message, hint: parsed.error.hint, at }),
    ]);
  }
  const resolver = new RefResolver(files);
  const value = resolver.resolveFile(file, parsed.tree);
  if (file !== LEGACY_CONFIG_FILE) return done(value, resolver.diagnostics, resolver);
  const upgraded = upgradeLoadedMint(value, resolver.spans, files.texts);
  return {
    ...done(upgraded.value, [...resolver.diagnostics, ...upgraded.diagnostics]),
    sources: upgraded.sources,
  };
}

/**
 * Reads `<root>/docs.json`, follows every `$ref` (relative to the file that holds it; included
 * objects merged under their sibling keys, included arrays replacing their object) and keeps,
 * for each JSON Pointer of the result, the file and offsets it came from. Without docs.json, a
 * `mint.json` there is read and upgraded in memory, with a `config/legacy-mint-json` warning.
 */
export function loadConfig(root: string, readText: ReadText = readConfigFile): LoadedConfig {
  const loaded = loadConfigFile(root, CONFIG_FILE, readText);
  if (loaded) return loaded;
  const legacy = loadConfigFile(root, LEGACY_CONFIG_FILE, readText);
  if (!legacy) return notFound(root);
  return { ...legacy, diagnostics: [legacyWarning(), ...legacy.diagnostics] };
}

/**
 * Reads `<root>/mint.json` and upgrades it to docs.json (what `quire upgrade` writes): the value,
 * its positions in mint.json, and the problems found, with what could not be carried over.
 * Undefined when there is no mint.json.
 */
export function loadMintConfig(
  root: string,
  readText: ReadText = readConfigFile,
): LoadedConfig | undefined {
  return loadConfigFile(root, LEGACY_CONFIG_FILE, readText);
}
