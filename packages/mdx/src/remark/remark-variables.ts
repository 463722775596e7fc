import { createLineIndex } from '@quire/diagnostics';
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { walkTree } from './walk-tree.js';
import { contextOf, report, type FileContext, type PointLike } from '../compile/file-context.js';
import { SHIELDED_VARIABLE, VARIABLE_NAME, isShielded, unshield } from '../shield-source.js';

type Substitute = (text: string, at: Node, html?: boolean) => string;

/**
 * Replaces `{{name}}` placeholders (shielded before parsing) by the values of docs.json `variables` in text,
 * link targets, raw HTML and JSX attribute strings; an undefined name is an `mdx/undefined-variable` error.
 * Code, inline code, math and JavaScript get their literal braces back and are never substituted.
 */
export function remarkVariables() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    if (!isShielded(ctx.source)) return;
    const substitute = createSubstitute(ctx);
    walkTree(tree, (node) => {
      const n = node as Node & Record<string, unknown>;
      switch (node.type) {
        case 'text':
        case 'html':
          n.value = substitute(n.value as string, node, node.type === 'html');
          break;
        case 'code':
        case 'inlineCode':
        case 'math':
        case 'inlineMath':
          n.value = unshield(n.value as string);
          if (typeof n.meta === 'string') n.meta = unshield(n.meta);
          break;
        case 'link':
        case 'image':
        case 'definition':
          for (const key of ['url', 'title', 'alt'])
            if (typeof n[key] === 'string') n[key] = substitute(n[key], node);
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          for (const attr of n.attributes as Record<string, unknown>[]) {
            if (typeof attr.value === 'string') attr.value = substitute(attr.value, node);
            else unshieldDeep(attr);
          }
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
        case 'mdxjsEsm':
          unshieldDeep(n);
          break;
      }
    });
  };
}

function createSubstitute(ctx: FileContext): Substitute {
  let lines: ReturnType<typeof createLineIndex> | undefined;
  const placeOf = (token: string, at: Node) => {
    lines ??= createLineIndex(ctx.source);
    const offset = ctx.source.indexOf(token, at.position?.start.offset ?? 0);
    return offset >= 0 ? lines.position(offset) : at.position?.start;
  };
  return (text, at, html = false) => {
    if (!isShielded(text)) return text;
    return text.replace(SHIELDED_VARIABLE, (token, inner: string) => {
      const name = inner.trim();
      const literal = `{{${inner}}}`;
      if (!VARIABLE_NAME.test(name)) {
        reportUnusableName(ctx, name, literal, placeOf(token, at));
        return literal;
      }
      const value = ctx.variables[name];
      if (value !== undefined) return html ? escapeHtml(value) : value;
      const known = Object.keys(ctx.variables);
      report(
        ctx,
        'mdx/undefined-variable',
        `The variable "{{${name}}}" is not defined in docs.json "variables"${known.length ? ` (defined: ${known.slice(0, 8).join(', ')})` : ''}.`,
        `Add "${name}" to "variables" in docs.json, or put the braces in backticks to show them literally.`,
        placeOf(token, at),
      );
      return literal;
    });
  };
}

/** `{{my var}}`: a name with spaces is never a placeholder (as on the reference platform); the text stays as written. */
function reportUnusableName(
  ctx: FileContext,
  name: string,
  literal: string,
  at: PointLike | undefined,
): void {
  const defined = Object.hasOwn(ctx.variables, name);
  const suggestion = name.replace(/\s+/g, '-');
  report(
    ctx,
    'mdx/unusable-variable-name',
    `"${literal}" is not replaced: a placeholder names a variable with letters, digits, "_", "-" and "." only, and "${name}" has spaces${defined ? ' (docs.json "variables" defines it, but no placeholder can name it)' : ''}. The text is shown as written.`,
    `Rename the variable to "${suggestion}" in docs.json "variables" and write {{${suggestion}}}, or put the braces in backticks to show them literally.`,
    at,
  );
}

/** Restores literal braces in every string of a node's JavaScript (values, estree literals, template parts). */
function unshieldDeep(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const v = record[key];
    if (typeof v === 'string') {
      if (isShielded(v)) record[key] = unshield(v);
    } else if (v && typeof v === 'object' && key !== 'position' && key !== 'loc') unshieldDeep(v);
  }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
