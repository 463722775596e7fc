import type { Diagnostic } from '@quire/diagnostics';
import { convertSwagger2 } from './convert-swagger2.js';
import type { SpecSchemaValidator, SpecVersion } from './create-spec-schema-validator.js';
import { isRecord } from './is-record.js';
import { looksLikeSpec } from './looks-like-spec.js';
import { parseSpecText, specFormatOf, type ParsedSpecText } from './parse-spec-text.js';
import { specProblem, specProblemAt } from './spec-problem.js';

/** A spec file read and checked, before its `$ref`s to other files are followed. */
export interface AnalysedSpec {
  readonly isSpec: boolean;
  readonly parsed: ParsedSpecText;
  readonly version: string;
  readonly schemaVersion?: SpecVersion;
  /** The OpenAPI 3 document; undefined when the text is not a usable OpenAPI document. */
  readonly document?: Record<string, unknown>;
  /** The document as written (before a Swagger 2.0 conversion), for `$ref` checks with positions. */
  readonly original?: Record<string, unknown>;
  readonly problems: readonly Diagnostic[];
}

/**
 * Parses `text` and decides by content whether it is an OpenAPI document (`openapi: 3.x` or
 * `swagger: 2.0` at the top level). A text that does not parse counts as a spec when a line
 * declares one. Named specs (`named`) always count, so that their problems are reported.
 */
export function analyseSpecText(
  file: string,
  text: string,
  options: { readonly named: boolean; readonly validator: SpecSchemaValidator },
): AnalysedSpec {
  const parsed = parseSpecText(text, specFormatOf(file, text));
  if (parsed.errors.length > 0) {
    if (!options.named && !looksLikeSpec(text))
      return { isSpec: false, parsed, version: '', problems: [] };
    const problems = parsed.errors.map((e) =>
      specProblem(file, e.message, e.span, 'Fix the syntax error.'),
    );
    return { isSpec: true, parsed, version: '', problems };
  }
  const value = parsed.value;
  const declared = isRecord(value) ? (value['openapi'] ?? value['swagger']) : undefined;
  const version =
    typeof declared === 'string' || typeof declared === 'number' ? String(declared) : '';
  const schemaVersion = schemaVersionOf(isRecord(value) && value['swagger'] !== undefined, version);
  if (!isRecord(value) || !schemaVersion) {
    const isSpec =
      options.named || (isRecord(value) && declared !== undefined && /^\d/.test(version));
    // Positioning a problem parses the text again: not worth it for a file that is no spec.
    if (!isSpec) return { isSpec, parsed, version, problems: [] };
    const message = version
      ? `${file} declares OpenAPI version "${version}"; expected 3.0.x, 3.1.x or Swagger 2.0`
      : `${file} is not an OpenAPI document: it has no top-level "openapi" (or "swagger") version`;
    return {
      isSpec,
      parsed,
      version,
      problems: [specProblemAt(file, parsed, version ? [key(value)] : [], message)],
    };
  }
  const problems = options.validator
    .validate(schemaVersion, value)
    .map((p) =>
      specProblemAt(
        file,
        parsed,
        p.pointer,
        `Invalid OpenAPI ${version} document: ${p.message}`,
        p.part,
      ),
    );
  const document = schemaVersion === '2.0' ? convertSwagger2(value) : value;
  return { isSpec: true, parsed, version, schemaVersion, document, original: value, problems };
}

function schemaVersionOf(swagger: boolean, version: string): SpecVersion | undefined {
  if (swagger) return version === '2.0' ? '2.0' : undefined;
  if (/^3(\.0(\.|$)|$)/.test(version)) return '3.0';
  if (/^3\.[1-9](\.|$)/.test(version)) return '3.1';
  return undefined;
}

function key(value: unknown): string {
  return isRecord(value) && value['swagger'] !== undefined ? 'swagger' : 'openapi';
}
