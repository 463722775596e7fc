import { createDiagnostic, didYouMean, type Diagnostic } from '@quire/diagnostics';
import type { LanguageRegistration } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { mdxCodes } from '../codes.js';

/** The theme name that asks for colours from CSS variables (`styling.codeblocks: { "theme": "css-variables" }`). */
export const CSS_VARIABLES_THEME = 'css-variables';

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'nocopy', '']);
/** Names people write that Shiki spells differently. */
const EXTRA_ALIASES: Readonly<Record<string, string>> = {
  env: 'dotenv',
  curl: 'shellscript',
  jsonl: 'json',
  conf: 'ini',
  golang: 'go',
};

/**
 * The language id a code block's language name resolves to, or undefined when the highlighter does not know it:
 * plain-text names resolve to `text`, custom grammars by name or alias, then Shiki's bundled languages and aliases.
 * Light: the names only, without Shiki's highlighter.
 */
export function createLanguageResolver(
  custom: readonly LanguageRegistration[] = [],
): (lang: string) => string | undefined {
  const names = new Map<string, string>();
  for (const lang of custom)
    for (const name of [lang.name, ...(lang.aliases ?? [])])
      names.set(name.toLowerCase(), lang.name);
  return (lang) => {
    const name = lang.toLowerCase();
    if (PLAIN.has(name)) return 'text';
    const known = names.get(name) ?? (isBundledLanguage(name) ? name : undefined);
    if (known) return known;
    const alias = Object.hasOwn(EXTRA_ALIASES, name) ? EXTRA_ALIASES[name] : undefined;
    return alias && isBundledLanguage(alias) ? alias : undefined;
  };
}

/**
 * Whether Shiki bundles the language (custom grammars are loaded with the highlighter). Its own names only: a
 * block named `constructor` or `toString` is an unknown language, not the object's inherited property.
 */
export const isBundledLanguage = (id: string) => Object.hasOwn(bundledLanguages, id);

/** The theme to use for `name`: itself when Shiki has it, else `fallback` with an `mdx/unknown-theme` warning. */
export function checkTheme(
  name: string | undefined,
  fallback: string,
  diagnostics: Diagnostic[],
): string {
  if (name === undefined || name in bundledThemes || name === CSS_VARIABLES_THEME)
    return name ?? fallback;
  const hint = didYouMean(name, [...Object.keys(bundledThemes), CSS_VARIABLES_THEME]);
  diagnostics.push(
    createDiagnostic(
      {
        code: 'mdx/unknown-theme',
        message: `styling.codeblocks names the theme "${name}", which is not a Shiki theme; "${fallback}" is used instead.`,
        hint: hint ?? 'See https://shiki.style/themes for the theme names.',
      },
      mdxCodes['mdx/unknown-theme'].severity,
    ),
  );
  return fallback;
}
