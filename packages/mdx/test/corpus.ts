import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from 'preact-render-to-string';
import { listProjectFiles } from '@quire/config';
import { compilePage, createCompileCache, createMdxCompiler, type CodeHighlighter } from '@quire/mdx';

export const corporaRoot = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

/** The reference platform's built-in components (docs-json.md §6.4), as the corpus pages use them. */
export const referenceComponents = [
  'Note', 'Info', 'Tip', 'Warning', 'Check', 'Danger', 'Callout', 'Card', 'CardGroup', 'Columns', 'Column', 'Steps', 'Step',
  'Tabs', 'Tab', 'CodeBlock', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Mermaid', 'Accordion', 'AccordionGroup',
  'Expandable', 'ParamField', 'ResponseField', 'Frame', 'Icon', 'Tile', 'Tree', 'Color', 'Tooltip', 'Badge', 'Update',
  'Panel', 'View', 'Visibility', 'Prompt', 'Heading', 'GitHub',
];

/**
 * Pages that fail to compile on the reference platform too, with the reason. Empty: every page of the nine
 * corpora compiles. Add `'corpus/path.mdx': 'why it is invalid there as well'` only for such pages.
 */
export const ALLOWED_FAILURES: Readonly<Record<string, string>> = {};

export interface CorpusRun {
  readonly pages: number;
  readonly errors: string[];
  readonly warnings: number;
  readonly ms: number;
}

/** Compiles (and renders, with every component a passthrough) every page of a corpus; snippets come in through imports. */
export async function compileCorpus(name: string, highlighter: CodeHighlighter): Promise<CorpusRun> {
  const root = join(corporaRoot, name);
  const readFile = (file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const compiler = createMdxCompiler({ knownComponents: referenceComponents, highlighter });
  const cache = createCompileCache();
  const pages = listProjectFiles(root).filter((f) => /\.mdx?$/i.test(f) && !f.startsWith('snippets/'));
  const errors: string[] = [];
  let warnings = 0;
  const start = performance.now();
  for (const file of pages) {
    const result = await compilePage({ compiler, file, source: readFile(file) ?? '', readFile, cache });
    for (const d of result.diagnostics) {
      if (d.severity !== 'error') warnings++;
      else if (!ALLOWED_FAILURES[`${name}/${d.file}`]) errors.push(`${name}/${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`);
    }
    if (!result.page) continue;
    try {
      render(result.page.renderPage({}));
    } catch (error) {
      errors.push(`${name}/${file} render: ${(error as Error).message}`);
    }
  }
  return { pages: pages.length, errors: [...new Set(errors)], warnings, ms: performance.now() - start };
}
