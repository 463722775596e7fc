import type { OperationEntry } from './openapi-index.js';

/** The default folder of generated endpoint pages. */
export const DEFAULT_API_DIRECTORY = 'api-reference';

/**
 * Makes one URL segment from a summary, tag or path exactly as the reference platform does, so that
 * generated pages keep their public URLs: spaces become `-`, each `{param}` becomes `-`, one leading
 * and one trailing `-` go, the characters `{ } ( ) , . ' / newline` go, then each pair `--` becomes
 * one `-` (a single pass: `Client API - Display` is `client-api--display`), and the result is
 * lowercased. Other characters, non-ASCII letters included, are kept.
 */
export function sanitizeSlugPart(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/** The file-name part of a generated page: the summary, else `<method>-<path>` (webhooks: the name). */
export function endpointPageStem(op: OperationEntry): string {
  if (op.summary) return sanitizeSlugPart(op.summary);
  return op.kind === 'webhook'
    ? sanitizeSlugPart(op.path)
    : `${op.method}-${sanitizeSlugPart(op.path)}`;
}

/**
 * The path of an operation's generated page, without a leading slash:
 * `<directory>/<tag folder>/<stem>`, or the `x-mint.href` of the operation.
 */
export function endpointPageSlug(
  op: OperationEntry,
  directory: string = DEFAULT_API_DIRECTORY,
): string {
  if (op.href) return op.href.replace(/^\/+/, '').toLowerCase();
  const tag = op.tags[0];
  const folder = tag === undefined ? '' : sanitizeSlugPart(tag);
  const base = directory.replace(/^\/+|\/+$/g, '');
  return [base, folder, endpointPageStem(op)]
    .filter((part) => part !== '')
    .join('/')
    .toLowerCase();
}

/** A title from the last segment of a path: dashes and underscores become spaces, first letter capitalised. */
export function titleFromSlug(slug: string): string {
  const last = slug.split('/').pop() ?? slug;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `slug`, or `slug-1`, `slug-2`, … when already taken; records the result in `taken`. */
export function claimSlug(slug: string, taken: Set<string>): string {
  let claimed = slug;
  for (let n = 1; taken.has(claimed); n++) claimed = `${slug}-${n}`;
  taken.add(claimed);
  return claimed;
}
