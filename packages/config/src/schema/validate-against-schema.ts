import {
  createDiagnostic,
  sortDiagnostics,
  type Diagnostic,
  type Location,
} from '@quire/diagnostics';
import { collectSchemaIssues } from './collect-schema-issues.js';
import { createSchemaValidator, type SchemaValidator } from './create-schema-validator.js';
import { describeIssue } from './describe-issue.js';
import { joinHint } from './issue-report.js';
import { LENIENT_HINT, isLenientIssue } from './lenient-constraints.js';
import { refineSchemaIssues } from './refine-schema-issues.js';
import { schemaCodes } from './schema-codes.js';

/** The validator used when none is passed (the schema is compiled ahead of time; this costs nothing). */
const defaultValidator: SchemaValidator = createSchemaValidator();

/** Maps a JSON Pointer of the config (RFC 6901) to its place in the source: the property name (`key`) or the value. */
export type LocatePointer = (pointer: string, part: 'key' | 'value') => Location | undefined;

/**
 * Checks a docs.json value (after `$ref` resolution) against `schemas/docs.schema.json` and returns one
 * diagnostic per mistake, placed with `locate`: unknown keys (warnings, with "did you mean"), wrong types,
 * values outside an enum, missing keys, malformed values and misplaced navigation elements. A constraint the
 * schema marks `x-quire-lenient` (stricter than the reference platform) is a `config/stricter-than-reference` warning.
 *
 * The shared validator of the docs.json schema is used unless `validator` is given.
 */
export function validateAgainstSchema(
  value: unknown,
  locate: LocatePointer,
  validator: SchemaValidator = defaultValidator,
): Diagnostic[] {
  const issues = refineSchemaIssues(collectSchemaIssues(value, validator), value);
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const described = describeIssue(issue, value);
    // A rule the reference platform does not enforce: a warning, with its own code, in every command.
    const report = isLenientIssue(issue)
      ? {
          ...described,
          code: 'config/stricter-than-reference' as const,
          hint: joinHint(described.hint, LENIENT_HINT),
        }
      : described;
    // One malformed value is one mistake, however many of its checks fail.
    const key =
      report.code === 'config/invalid-value'
        ? `${report.code}\u0000${report.pointer}`
        : `${report.code}\u0000${report.pointer}\u0000${report.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = locate(report.pointer, report.part);
    out.push(
      createDiagnostic(
        { code: report.code, message: report.message, hint: report.hint, at },
        schemaCodes[report.code].severity,
      ),
    );
  }
  return sortDiagnostics(out);
}
