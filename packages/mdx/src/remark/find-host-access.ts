import type { Node as EstreeNode } from 'estree';
import type { FileContext } from '../compile/file-context.js';
import { report } from '../compile/file-context.js';

/** Names of Node's own globals: page code evaluates without them (they are undefined in the page sandbox). */
const NODE_GLOBALS = new Set(['process', 'require', 'Buffer', '__dirname', '__filename']);
/** Members that reach Node from any object that has them (`globalThis.process`, `process.getBuiltinModule`, `require.main`). */
const NODE_MEMBERS = new Set([
  'process',
  'require',
  'getBuiltinModule',
  'mainModule',
  'binding',
  'dlopen',
]);

type AnyNode = EstreeNode & Record<string, unknown>;

/** A place in page code that reaches for Node (a Node global, a member leading to one, or a dynamic `import()`). */
export interface HostAccess {
  readonly what: string;
  readonly line: number | undefined;
  readonly column: number | undefined;
}

/** Walks the estree of page code and lists each place that reaches for Node. */
export function findHostAccess(tree: unknown): HostAccess[] {
  const found: HostAccess[] = [];
  const declared = new Set<string>();
  const stack: AnyNode[] = [tree as AnyNode];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object' || typeof node.type !== 'string') continue;
    declare(node, declared);
    const what = accessOf(node);
    if (what) {
      const at = node.type === 'MemberExpression' ? (node.property as AnyNode) : node;
      const loc = at.loc as { start: { line: number; column: number } } | undefined;
      found.push({ what, line: loc?.start.line, column: loc ? loc.start.column + 1 : undefined });
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'range' || key === 'position') continue;
      if (
        key === 'key' &&
        (node.type === 'Property' ||
          node.type === 'MethodDefinition' ||
          node.type === 'PropertyDefinition') &&
        !node.computed
      )
        continue;
      if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
      const child = node[key];
      if (Array.isArray(child)) for (const c of child) stack.push(c as AnyNode);
      else if (child && typeof child === 'object') stack.push(child as AnyNode);
    }
  }
  return found
    .filter((f) => !declared.has(f.what))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** Names the code declares itself (`const process = …`, a parameter `require`): those are not Node's. */
function declare(node: AnyNode, into: Set<string>): void {
  const targets: unknown[] = [];
  if (
    node.type === 'VariableDeclarator' ||
    node.type === 'FunctionDeclaration' ||
    node.type === 'ClassDeclaration'
  )
    targets.push(node.id);
  if (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  )
    targets.push(...(node.params as unknown[]));
  if (node.type === 'CatchClause') targets.push(node.param);
  for (const target of targets) {
    const t = target as {
      type?: string;
      name?: unknown;
      left?: { type?: string; name?: unknown };
    } | null;
    if (t?.type === 'Identifier' && typeof t.name === 'string') into.add(t.name);
    else if (
      t?.type === 'AssignmentPattern' &&
      t.left?.type === 'Identifier' &&
      typeof t.left.name === 'string'
    )
      into.add(t.left.name);
  }
}

function accessOf(node: AnyNode): string | undefined {
  if (node.type === 'Identifier' && NODE_GLOBALS.has(String(node.name))) return String(node.name);
  if (node.type === 'ImportExpression') return 'import()';
  if (node.type === 'MemberExpression' && !node.computed) {
    const name = (node.property as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string' && NODE_MEMBERS.has(name)) return `.${name}`;
  }
  return undefined;
}

/** Reports each place of `tree` that reaches for Node (`mdx/host-access`), at its line and column in the file. */
export function reportHostAccess(ctx: FileContext, tree: unknown): void {
  for (const access of findHostAccess(tree)) {
    report(
      ctx,
      'mdx/host-access',
      `This code uses \`${access.what}\`, which reaches for Node; page code evaluates without Node (no process, require, import(), file system or environment), so it cannot work.`,
      'Remove it: put values a page needs in docs.json `variables` or in the page itself, and compute them before the build if they come from files or the environment.',
      access.line !== undefined && access.column !== undefined
        ? { line: access.line, column: access.column }
        : undefined,
    );
  }
}
