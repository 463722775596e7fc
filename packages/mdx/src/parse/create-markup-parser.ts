import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { remarkGfmLean as remarkGfm } from '../markdown/remark-gfm-lean.js';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { readFrontmatter } from '../read-frontmatter.js';
import { shieldSource } from '../shield-source.js';

/** A page or snippet parsed to its Markdown syntax tree, without compiling it. */
export interface ParsedMarkup {
  /** The tree, with the positions of the file; undefined when the file is not valid MDX (see `error`). */
  readonly tree: Root | undefined;
  /**
   * The text the tree was parsed from: the file with its frontmatter blanked and the braces of `{{name}}`
   * placeholders shielded (see `expandVariables`); lines and columns are those of the file.
   */
  readonly text: string;
  /** Why an `.mdx` file could not be parsed, and where. */
  readonly error?: { readonly message: string; readonly line: number; readonly column: number };
}

export interface MarkupParser {
  /** Parses `.mdx` strictly or `.md` leniently, as the compiler does; never throws. */
  parse(source: string, file: string, kind: 'mdx' | 'md'): ParsedMarkup;
}

/**
 * A parser with the syntax of the compiler (MDX or CommonMark, GFM, math, frontmatter, placeholders and
 * custom heading ids), for tools that read pages without rendering them (link checking). Create it once.
 */
export function createMarkupParser(options: { readonly math?: boolean } = {}): MarkupParser {
  const syntax: PluggableList = options.math === false ? [remarkGfm] : [remarkGfm, remarkMath];
  const processors = {
    mdx: createProcessor({ format: 'mdx', remarkPlugins: syntax }),
    md: createProcessor({ format: 'md', remarkPlugins: syntax }),
  };
  return {
    parse(source, file, kind) {
      const text = shieldSource(readFrontmatter(source, file).body);
      try {
        return { tree: processors[kind].parse(new VFile({ path: file, value: text })), text };
      } catch (error) {
        const e = error as { reason?: string; message?: string; line?: number; column?: number };
        const message = (e.reason ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim();
        return {
          tree: undefined,
          text,
          error: { message, line: e.line ?? 1, column: e.column ?? 1 },
        };
      }
    },
  };
}
