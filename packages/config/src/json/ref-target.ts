import { posix } from 'node:path';

export type RefTarget =
  | { readonly ok: true; readonly file: string }
  | {
      readonly ok: false;
      readonly problem: 'invalid' | 'outside-root';
      readonly message: string;
      readonly hint: string;
    };

/**
 * The file a `$ref` value names, relative to the docs root: relative to the directory of
 * `fromFile`, or to the docs root when it starts with `/`. Remote URLs and `#` fragments are refused.
 */
export function resolveRefTarget(ref: unknown, fromFile: string): RefTarget {
  if (typeof ref !== 'string' || ref.trim() === '') {
    return {
      ok: false,
      problem: 'invalid',
      message: `\`$ref\` must be a non-empty string naming a JSON file, found ${JSON.stringify(ref)}.`,
      hint: 'Write a path relative to this file, such as "./navigation.json".',
    };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.includes('#')) {
    return {
      ok: false,
      problem: 'invalid',
      message: `\`$ref\` "${ref}" is not a local file path; remote URLs and \`#\` fragments are not supported.`,
      hint: 'Put the included part in its own JSON file inside the docs root and name that file.',
    };
  }
  const slashed = ref.trim().replace(/\\/g, '/');
  const base = slashed.startsWith('/') ? '.' : posix.dirname(fromFile);
  const file = posix.normalize(posix.join(base, slashed.replace(/^\/+/, '')));
  if (file === '..' || file.startsWith('../')) {
    return {
      ok: false,
      problem: 'outside-root',
      message: `\`$ref\` "${ref}" points outside the docs root (it resolves to "${file}").`,
      hint: 'Included files must live inside the folder that holds docs.json; move the file there.',
    };
  }
  return { ok: true, file };
}
