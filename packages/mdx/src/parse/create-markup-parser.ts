import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { remarkGfmLean as remarkGfm } from '../markdown/remark-gfm-lean.js';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { readFrontmatter } from '../read-frontmatter.js';
import { shieldSource } from '../shield-source.js';
import { describeParseError } from './describe-parse-error.js';
import { NESTING_HINT, nestingMessage } from '../compile/nesting-too-deep.js';
import { findDeepNesting } from './find-deep-nesting.js';

/** A page or snippet parsed to its Markdown syntax tree, without compiling it. */
export interface ParsedMarkup {
  /** The tree, with the positions of the file; undefined when the file is not valid MDX (see `error`). */
  readonly tree: Root | undefined;
  /**
   * The text the tree was parsed from: the file with its frontmatter blanked and the braces of `{{name}}`
   * placeholders shielded (see `expandVariables`); lines and columns are those of the file.
   */
  readonly text: string;
  /** Why an `.mdx` file could not be parsed, where (as the compiler reports it), and what to do. */
  readonly error?: {
    readonly message: string;
    readonly hint: string;
    readonly line: number;
    readonly column: number;
    readonly endLine?: number;
    readonly endColumn?: number;
  };
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
      const deep = findDeepNesting(source, kind);
      if (deep)
        return {
          tree: undefined,
          text,
          error: {
            message: nestingMessage(deep),
            hint: NESTING_HINT,
            line: deep.line,
            column: deep.column,
          },
        };
      try {
        return { tree: processors[kind].parse(new VFile({ path: file, value: text })), text };
      } catch (error) {
        const found = describeParseError(error, text, kind);
        const at = found.at ?? { line: 1, column: 1 };
        return {
          tree: undefined,
          text,
          error: { message: found.message, hint: found.hint, ...at },
        };
      }
    },
  };
}
