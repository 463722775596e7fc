import { createProcessor, nodeTypes } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import { remarkGfmLean as remarkGfm } from '../markdown/remark-gfm-lean.js';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { rehypeImageAlt } from '../images/rehype-image-alt.js';
import { remarkCodeBlocks } from '../code/remark-code-blocks.js';
import { remarkHeadingIds } from '../headings/remark-heading-ids.js';
import { rehypeComponentCase } from '../markdown/rehype-component-case.js';
import { rehypeMath } from '../markdown/rehype-math.js';
import { remarkComponentTags } from '../markdown/remark-component-tags.js';
import { remarkComponents } from '../remark/remark-components.js';
import { remarkEsm } from '../remark/remark-esm.js';
import { remarkGuardPageCode } from '../remark/remark-guard-page-code.js';
import { remarkLegacySnippets } from '../remark/remark-legacy-snippets.js';
import { remarkObserveTree } from '../remark/remark-observe-tree.js';
import { remarkUnwrapPhrasing } from '../remark/remark-unwrap-phrasing.js';
import { remarkVariables } from '../remark/remark-variables.js';
import { recmaPropsScope } from './recma-props-scope.js';
import { rehypeStaticContent } from './rehype-static-content.js';

export type MarkupProcessor = ReturnType<typeof createProcessor>;

export interface MarkupProcessors {
  /** Strict MDX (`.mdx`). */
  readonly mdx: MarkupProcessor;
  /** Lenient CommonMark + GFM with raw HTML (`.md`). */
  readonly md: MarkupProcessor;
}

/** The two unified pipelines, created once per compiler and reused for every file. */
export function createProcessors(options: {
  readonly math: boolean;
  readonly staticContent?: boolean;
}): MarkupProcessors {
  const math: PluggableList = options.math ? [remarkMath] : [];
  const katex: PluggableList = options.math
    ? [[rehypeMath, { throwOnError: false, strict: 'ignore' }]]
    : [];
  const shared = {
    outputFormat: 'function-body',
    providerImportSource: '#',
    jsxImportSource: 'preact',
    development: false,
  } as const;
  const recmaPlugins: PluggableList = [recmaPropsScope];
  const data: PluggableList = options.staticContent === false ? [] : [rehypeStaticContent];
  const mdx = createProcessor({
    ...shared,
    format: 'mdx',
    remarkPlugins: [
      remarkObserveTree,
      remarkGfm,
      ...math,
      remarkVariables,
      remarkEsm,
      remarkLegacySnippets,
      remarkHeadingIds,
      remarkComponents,
      remarkGuardPageCode,
      remarkUnwrapPhrasing,
      remarkCodeBlocks,
    ],
    rehypePlugins: [rehypeImageAlt, ...katex, ...data],
    recmaPlugins,
  });
  const md = createProcessor({
    ...shared,
    format: 'md',
    remarkPlugins: [
      remarkObserveTree,
      remarkComponentTags,
      remarkGfm,
      ...math,
      remarkVariables,
      remarkHeadingIds,
      remarkCodeBlocks,
    ],
    rehypePlugins: [
      [rehypeRaw, { passThrough: [...nodeTypes] }],
      rehypeComponentCase,
      rehypeImageAlt,
      ...katex,
      ...data,
    ],
    recmaPlugins,
  });
  return { mdx, md };
}
