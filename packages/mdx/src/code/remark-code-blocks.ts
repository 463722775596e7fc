import type { Code, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkTree } from '../remark/walk-tree.js';
import { contextOf, report, type FileContext } from '../compile/file-context.js';
import { createJsxElement } from '../remark/create-jsx-element.js';
import { unshield } from '../shield-source.js';
import { parseCodeMeta } from './parse-code-meta.js';
import { stripCodeNotations } from './strip-code-notations.js';

interface Found {
  readonly node: Code;
  readonly index: number;
  readonly parent: Parent;
}

/**
 * Highlights fenced code blocks at compile time and replaces each by a `<CodeBlock>` element carrying the
 * meta options, the raw code and the highlighted HTML; `mermaid` blocks become `<Mermaid chart="…">`.
 * ```math blocks are left to KaTeX.
 */
export function remarkCodeBlocks() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const ctx = contextOf(file);
    const found: Found[] = [];
    walkTree(tree, 'code', (node, index, parent) => {
      if (parent && index !== undefined && node.lang !== 'math')
        found.push({ node, index, parent });
    });
    if (found.length === 0) return;
    const langs = found
      .map((f) => ctx.highlighter.resolveLanguage(f.node.lang ?? ''))
      .filter((l): l is string => !!l);
    await ctx.highlighter.loadLanguages(langs);
    const reported = new Set<string>();
    for (const { node, index, parent } of found) {
      parent.children[index] =
        node.lang === 'mermaid' ? mermaidElement(node, ctx) : codeBlockElement(node, ctx, reported);
    }
  };
}

function mermaidElement(node: Code, ctx: FileContext) {
  const meta = parseCodeMeta(node.meta);
  ctx.components.add('Mermaid');
  const extra = Object.fromEntries(
    Object.entries(meta.extra).map(([k, v]) => [
      k,
      v === 'true' || v === 'false' ? { literal: v === 'true' } : v,
    ]),
  );
  return createJsxElement('Mermaid', { chart: unshield(node.value), ...extra });
}

/** `reported`: languages already warned about in this file (one warning per language and file). */
function codeBlockElement(node: Code, ctx: FileContext, reported: Set<string>) {
  const lang = node.lang ?? '';
  const meta = parseCodeMeta(node.meta);
  let language = ctx.highlighter.resolveLanguage(lang);
  if (language === undefined && !reported.has(lang)) {
    reported.add(lang);
    report(
      ctx,
      'mdx/unknown-language',
      `The code block's language "${lang}" is not known to the highlighter; blocks in this language are shown as plain text.`,
      'Use a Shiki language name (https://shiki.style/languages) or add a grammar under styling.codeblocks.languages.custom.',
      node.position?.start,
    );
  }
  language ??= 'text';
  const { code, marks } = stripCodeNotations(unshield(node.value), meta.highlight, meta.focus);
  const linesWith = (cls: string) =>
    [...marks]
      .filter(([, c]) => c.includes(cls))
      .map(([n]) => n)
      .sort((a, b) => a - b);
  ctx.components.add('CodeBlock');
  return createJsxElement('CodeBlock', {
    language: lang === 'nocopy' ? 'text' : lang || undefined,
    title: meta.title,
    icon: meta.icon,
    lines: meta.lines,
    wrap: meta.wrap,
    expandable: meta.expandable,
    nocopy: meta.nocopy || lang === 'nocopy',
    highlight: linesWith('highlighted'),
    focus: linesWith('focused'),
    code,
    html: ctx.highlighter.highlight(code, language, marks),
  });
}
