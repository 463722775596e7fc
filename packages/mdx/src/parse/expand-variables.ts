import { SHIELDED_VARIABLE, isShielded } from '../shield-source.js';

/**
 * Replaces the `{{name}}` placeholders of a string taken from a parsed tree (see `createMarkupParser`) by
 * the values of docs.json `variables`; undefined when one of them is not defined.
 */
export function expandVariables(
  text: string,
  variables: Readonly<Record<string, string>>,
): string | undefined {
  if (!isShielded(text)) return text;
  let missing = false;
  const out = text.replace(SHIELDED_VARIABLE, (_token, name: string) => {
    const value = variables[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing || isShielded(out) ? undefined : out;
}
