import { createLineIndex, type LineIndex } from '@quire/diagnostics';
import { expandVariables, resolveImport, walkTree, type MarkupParser } from '@quire/mdx';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from 'mdast-util-mdx';
import type { Position } from 'unist';

import { htmlLinks } from './html-links.js';
import { isLinkAttribute } from './link-attribute.js';
import type { ExtractedLinks, ImportRef, LinkRef, LinkSyntax } from './link-ref.js';

export interface ExtractLinksOptions {
  /** The parser to use (one per run, from `loadMarkupParser`). */
  readonly parser: MarkupParser;
  /** docs.json `variables`: `{{name}}` in a link is expanded; a link with an undefined name is left out. */
  readonly variables?: Readonly<Record<string, string>>;
}

interface Walk {
  readonly file: string;
  readonly text: string;
  readonly lines: LineIndex;
  readonly variables: Readonly<Record<string, string>>;
  readonly links: LinkRef[];
  readonly imports: ImportRef[];
}

/**
 * The links of a page or snippet, with their places: Markdown links, images and reference definitions,
 * `href`/`src` attributes of JSX and HTML elements; and the files it imports. Parsed as the compiler parses
 * it; an `.mdx` file that is not valid MDX is read as Markdown, so that its links still count.
 */
export function extractLinks(
  source: string,
  file: string,
  kind: 'mdx' | 'md',
  options: ExtractLinksOptions,
): ExtractedLinks {
  const { parser } = options;
  let parsed = parser.parse(source, file, kind);
  if (!parsed.tree) parsed = parser.parse(source, file, 'md');
  return parsed.tree
    ? linksOfTree(parsed.tree, parsed.text, file, options.variables ?? {})
    : { links: [], imports: [] };
}

/**
 * The links of a file from a tree already parsed with the compiler's syntax (`loadMarkupParser`, or the
 * compiler's own `onParse`), and the text it was parsed from.
 */
export function linksOfTree(
  tree: Root,
  text: string,
  file: string,
  variables: Readonly<Record<string, string>>,
): ExtractedLinks {
  const walk: Walk = {
    file,
    text,
    lines: createLineIndex(text),
    variables,
    links: [],
    imports: [],
  };
  visitTree(tree, walk);
  walk.links.sort((a, b) => a.line - b.line || a.column - b.column);
  return { links: walk.links, imports: walk.imports };
}

function visitTree(tree: Root, walk: Walk): void {
  walkTree(tree, (node) => {
    switch (node.type) {
      case 'link':
      case 'definition':
        add(walk, node.url, 'link', node.position);
        break;
      case 'image':
        add(walk, node.url, 'image', node.position);
        break;
      case 'html':
        for (const h of htmlLinks(node.value)) {
          const start = (node.position?.start.offset ?? 0) + h.offset;
          add(
            walk,
            h.url,
            'component',
            { start: walk.lines.position(start), end: walk.lines.position(start + h.url.length) },
            h,
          );
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        elementLinks(node, walk);
        break;
      case 'mdxjsEsm':
        esmImports(node, walk);
        break;
    }
  });
}

function elementLinks(node: MdxJsxFlowElement | MdxJsxTextElement, walk: Walk): void {
  const element = node.name;
  if (!element) return;
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (element === 'Snippet' && attr.name === 'file' && typeof attr.value === 'string')
      legacySnippet(attr.value, walk);
    if (!isLinkAttribute(element, attr.name)) continue;
    const value = typeof attr.value === 'string' ? attr.value : stringLiteral(attr.value?.value);
    if (value !== undefined)
      add(walk, value, 'component', attr.position ?? node.position, {
        element,
        attribute: attr.name,
      });
  }
}

/** `{"/x"}` or `{'/x'}` or a template without substitutions; other expressions are not followed. */
function stringLiteral(expression: string | undefined): string | undefined {
  const m = /^\s*(["'`])([^"'`$\\]*)\1\s*$/.exec(expression ?? '');
  return m?.[2];
}

function add(
  walk: Walk,
  written: string,
  kind: LinkSyntax,
  at: Position | undefined,
  element?: { element: string; attribute: string },
): void {
  const url = expandVariables(written, walk.variables);
  if (url === undefined || url.trim() === '') return;
  const start = at?.start.offset ?? (at ? walk.lines.offset(at.start.line, at.start.column) : 0);
  const end = at?.end.offset ?? (at ? walk.lines.offset(at.end.line, at.end.column) : start);
  const found = written === '' ? -1 : walk.text.slice(start, end).lastIndexOf(written);
  const place =
    found >= 0 ? walk.lines.position(start + found) : (at?.start ?? { line: 1, column: 1 });
  const last = found >= 0 ? walk.lines.position(start + found + written.length) : undefined;
  walk.links.push({
    url: url.trim(),
    kind,
    ...(element ? { element: element.element, attribute: element.attribute } : {}),
    line: place.line,
    column: place.column,
    ...(last && last.line === place.line ? { endColumn: last.column } : {}),
  });
}

function esmImports(node: MdxjsEsm, walk: Walk): void {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string')
      continue;
    const resolved = resolveImport(statement.source.value, walk.file);
    if (resolved.kind === 'candidates')
      walk.imports.push({ specifier: statement.source.value, candidates: resolved.files });
  }
}

/** `<Snippet file="x.mdx" />` includes `_snippets/x.mdx`, else `snippets/x.mdx`. */
function legacySnippet(file: string, walk: Walk): void {
  const specifier = `/_snippets/${file.replace(/^\/+/, '')}`;
  const resolved = resolveImport(specifier, walk.file);
  if (resolved.kind !== 'candidates') return;
  const candidates = [
    ...resolved.files,
    ...resolved.files.map((f) => f.replace(/^_snippets\//, 'snippets/')),
  ];
  walk.imports.push({ specifier, candidates });
}
