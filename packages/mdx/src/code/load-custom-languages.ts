import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import type { LanguageRegistration } from 'shiki';
import { mdxCodes } from '../codes.js';

export interface CustomLanguages {
  readonly languages: readonly LanguageRegistration[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Reads the TextMate grammars listed in `styling.codeblocks.languages.custom` (paths from the docs root, with
 * or without a leading `/`) for `createHighlighter`. A grammar without `name` is named after its file.
 */
export async function loadCustomLanguages(
  paths: readonly string[],
  readFile: (file: string) => string | undefined | Promise<string | undefined>,
): Promise<CustomLanguages> {
  const languages: LanguageRegistration[] = [];
  const diagnostics: Diagnostic[] = [];
  const problem = (
    code: 'mdx/custom-language-not-found' | 'mdx/custom-language-invalid',
    message: string,
    hint: string,
  ) => diagnostics.push(createDiagnostic({ code, message, hint }, mdxCodes[code].severity));
  for (const path of paths) {
    const file = path.replace(/^\.?\/+/, '');
    const text = await readFile(file);
    if (text === undefined) {
      problem(
        'mdx/custom-language-not-found',
        `docs.json styling.codeblocks.languages.custom lists "${path}", which does not exist.`,
        'Give the path of a TextMate grammar JSON file from the docs root.',
      );
      continue;
    }
    let grammar: unknown;
    try {
      grammar = JSON.parse(text);
    } catch (error) {
      problem(
        'mdx/custom-language-invalid',
        `The custom language "${path}" is not valid JSON: ${(error as Error).message}.`,
        'Fix the JSON of the grammar file.',
      );
      continue;
    }
    const g = grammar as Partial<LanguageRegistration> | null;
    if (
      !g ||
      typeof g !== 'object' ||
      typeof g.scopeName !== 'string' ||
      !Array.isArray(g.patterns)
    ) {
      problem(
        'mdx/custom-language-invalid',
        `The custom language "${path}" is not a TextMate grammar: it needs "scopeName" and "patterns".`,
        'See https://macromates.com/manual/en/language_grammars for the format.',
      );
      continue;
    }
    const name =
      typeof g.name === 'string' && g.name
        ? g.name
        : (file.split('/').pop() ?? file).replace(/(\.tmLanguage)?\.json$/i, '');
    languages.push({ ...(g as LanguageRegistration), name: name.toLowerCase() });
  }
  return { languages, diagnostics };
}
