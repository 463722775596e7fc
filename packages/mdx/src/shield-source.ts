/**
 * `{{name}}` placeholders and `{#custom-id}` heading suffixes are not valid MDX (the braces open a JavaScript
 * expression). Before parsing, their braces are swapped for private-use characters of the same length, so
 * that every position in the file stays where it was; the remark plugins turn them back into a variable's
 * value, a heading id, or (in code) the literal braces.
 */

const VARIABLE_OPEN = '\uE000';
const VARIABLE_CLOSE = '\uE001';
const ID_OPEN = '\uE002';
const ID_CLOSE = '\uE003';

/**
 * `{{name}}` not directly after `=` or `$` (JSX `style={{…}}`, GitHub Actions `${{ … }}`). As on the reference
 * platform, spaces may surround the name and a name is letters, digits, `_`, `-` and `.`; words separated by
 * spaces (`{{my var}}`, never a valid expression) are shielded too, to be reported rather than fail to parse.
 */
const VARIABLE = /(?<![=$])\{\{([ \t]*[\w.-]+(?:[ \t]+[\w.-]+)*[ \t]*)\}\}/g;
/** An ATX heading ending in `{#id}`. */
const HEADING_ID = /^([ \t]*#{1,6}[ \t].*?)\{#([^{}\s]+)\}([ \t]*#*[ \t]*)(?=\r?$)/gm;

/** Shielded `{{name}}`: what is between the braces (the name, maybe with spaces around or inside) is group 1. */
export const SHIELDED_VARIABLE = /\uE000\uE000([^\uE000\uE001]+)\uE001\uE001/g;
/** A name a placeholder can use (the reference platform's): letters, digits, `_`, `-` and `.`. */
export const VARIABLE_NAME = /^[\w.-]+$/;
/** Shielded `{#id}` at the end of a heading's text: the id is group 1. */
export const SHIELDED_HEADING_ID = /[ \t]*\uE002#([^\uE003]+)\uE003[ \t]*$/;

/** Replaces the braces of placeholders and custom heading ids with same-length private-use characters. */
export function shieldSource(source: string): string {
  if (!source.includes('{')) return source;
  return source
    .replace(
      VARIABLE,
      (_m, name: string) =>
        `${VARIABLE_OPEN}${VARIABLE_OPEN}${name}${VARIABLE_CLOSE}${VARIABLE_CLOSE}`,
    )
    .replace(
      HEADING_ID,
      (_m, head: string, id: string, tail: string) => `${head}${ID_OPEN}#${id}${ID_CLOSE}${tail}`,
    );
}

/** True when a string still holds shielded characters. */
export function isShielded(text: string): boolean {
  return /[\uE000-\uE003]/.test(text);
}

/** Puts the original braces back (for code, where nothing is substituted). */
export function unshield(text: string): string {
  if (!isShielded(text)) return text;
  return text.replace(/[\uE000\uE002]/g, '{').replace(/[\uE001\uE003]/g, '}');
}
