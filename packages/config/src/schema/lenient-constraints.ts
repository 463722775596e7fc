import type { SchemaIssue } from './schema-issue.js';

/**
 * The schema annotation that marks a constraint as stricter than the reference platform's own schema:
 * `"x-quire-lenient": ["minLength"]` next to `"minLength": 1`. A value failing a listed keyword still
 * works on the reference platform, so it is reported as a warning (`config/stricter-than-reference`)
 * in `validate`, `build` and `dev` alike, never as an error.
 */
export const LENIENT_ANNOTATION = 'x-quire-lenient';

/** Added to the hint of such a warning. */
export const LENIENT_HINT =
  'The reference platform accepts this value, so the site still builds; Quire warns because it is most likely a mistake.';

/** The issue failed a constraint its schema marks as lenient (see `LENIENT_ANNOTATION`). */
export function isLenientIssue(issue: SchemaIssue): boolean {
  const listed = issue.parentSchema?.[LENIENT_ANNOTATION];
  return Array.isArray(listed) && listed.includes(issue.keyword);
}
