import { isPageNode } from '../is-page-node.js';
import type { GlobalLinks, NavNode, NavTree, SiteModel } from '../model.js';

export interface FormatSiteModelOptions {
  readonly color?: boolean;
}

const paint = (open: number, close: number) => (text: string, on: boolean) =>
  on ? `\u001b[${open}m${text}\u001b[${close}m` : text;
const dim = paint(2, 22);
const bold = paint(1, 22);
const cyan = paint(36, 39);

function treeTitle(tree: NavTree): string {
  const parts = [
    tree.language ? `language ${tree.language}` : '',
    tree.version ? `version ${tree.version}` : '',
  ].filter(Boolean);
  return `${parts.length > 0 ? parts.join(' · ') : 'navigation'}${tree.isDefault ? ' (default)' : ''}`;
}

function nodeLine(node: NavNode, color: boolean): string {
  const hidden = node.hidden ? dim('  [hidden]', color) : '';
  if (isPageNode(node)) {
    const method = node.method ? `${node.method} ` : '';
    const out = node.href ? ` → ${node.href}` : '';
    return `${node.kind} ${cyan(node.url, color)}  ${method}${node.title}${out}${node.deprecated ? dim('  [deprecated]', color) : ''}${hidden}`;
  }
  if (node.kind === 'group') {
    const root = node.root ? `  root ${cyan(node.root, color)}` : '';
    const open = node.expanded ? '' : dim('  [collapsed]', color);
    return `group ${bold(JSON.stringify(node.label), color)}${root}${open}${hidden}`;
  }
  const target = node.href ? ` → ${node.href}` : node.url ? `  ${cyan(node.url, color)}` : '';
  return `${node.kind} ${bold(JSON.stringify(node.label), color)}${target}${hidden}`;
}

function appendNodes(
  lines: string[],
  nodes: readonly NavNode[],
  depth: number,
  color: boolean,
): void {
  for (const node of nodes) {
    lines.push(`${'  '.repeat(depth)}${nodeLine(node, color)}`);
    if (!isPageNode(node)) appendNodes(lines, node.children, depth + 1, color);
  }
}

function appendGlobal(lines: string[], global: GlobalLinks): void {
  const links = [
    ...global.anchors,
    ...global.tabs,
    ...global.dropdowns,
    ...global.products,
    ...global.languages,
    ...global.versions,
  ];
  for (const link of links)
    lines.push(
      `global ${link.kind} ${JSON.stringify(link.label)} → ${link.href}${link.hidden ? '  [hidden]' : ''}`,
    );
}

/**
 * The site model as readable text: the tree of each language × version, indented, with each
 * node's kind, URL and hidden marker, then the global links and a count of the routes.
 */
export function formatSiteModel(model: SiteModel, options: FormatSiteModelOptions = {}): string {
  const color = options.color ?? false;
  const lines: string[] = [];
  for (const tree of model.trees) {
    if (lines.length > 0) lines.push('');
    lines.push(bold(`== ${treeTitle(tree)}`, color));
    appendNodes(lines, tree.children, 0, color);
  }
  if (lines.length > 0) lines.push('');
  appendGlobal(lines, model.global);
  const hidden = model.routes.filter((r) => r.hidden).length;
  const generated = model.routes.filter(
    (r) => r.kind === 'endpoint' || r.kind === 'webhook',
  ).length;
  const trees = `${model.trees.length} tree${model.trees.length === 1 ? '' : 's'}`;
  lines.push(
    `${model.routes.length} routes (${hidden} hidden, ${generated} generated endpoint pages), ${trees}`,
  );
  return lines.join('\n') + '\n';
}
