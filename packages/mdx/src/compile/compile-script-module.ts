import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import type { Program, Statement } from 'estree';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs } from 'estree-util-to-js';
import {
  collectExpressionNames,
  type ExpressionNames,
} from '../remark/collect-expression-names.js';
import { reportHostAccess } from '../remark/find-host-access.js';
import { GLOBALS_KEY, usedRuntimeGlobals } from '../runtime/runtime-globals.js';
import { COMPONENTS_KEY } from '../runtime/runtime-keys.js';
import type { ModuleRecord } from '../types.js';
import { report, type FileContext } from './file-context.js';
import type { ModuleEnvironment } from './module-environment.js';
import { exportedNames } from './exported-names.js';
import { rewriteImports, runtimeBinding } from './rewrite-imports.js';

const JsxParser = Parser.extend(jsx());

/**
 * Compiles a `.jsx`/`.js` snippet for the Preact runtime: JSX to `jsx()` calls, imports to runtime bindings,
 * React-style hooks and built-in components available without import, exports returned as the module object.
 */
export function compileScriptModule(
  file: string,
  source: string,
  hash: string,
  env: ModuleEnvironment,
): ModuleRecord {
  const ctx: FileContext = {
    file,
    kind: 'jsx',
    source,
    variables: env.variables,
    knownComponents: env.knownComponents,
    highlighter: env.highlighter,
    diagnostics: [],
    headings: [],
    snippetHeadings: [],
    defaultImports: new Map(),
    imports: [],
    components: new Set(),
    declared: new Set(),
    exports: new Set(),
    freeNames: new Set(),
  };
  const record = (code: string | undefined): ModuleRecord => ({
    file,
    kind: 'jsx',
    hash,
    code,
    frontmatter: {},
    headings: [],
    snippetHeadings: [],
    imports: ctx.imports,
    exports: [...ctx.exports],
    components: [...ctx.components].sort(),
    diagnostics: ctx.diagnostics,
  });
  let program: Program;
  try {
    program = JsxParser.parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
    }) as unknown as Program;
  } catch (error) {
    const e = error as { message: string; loc?: { line: number; column: number } };
    report(
      ctx,
      'mdx/compile-error',
      `Could not compile JavaScript: ${e.message.replace(/ \(\d+:\d+\)$/, '')}.`,
      'Fix the syntax at this place. Snippets are JSX with named exports: export const MyComponent = () => <div>…</div>.',
      e.loc ? { line: e.loc.line, column: e.loc.column + 1 } : undefined,
    );
    return record(undefined);
  }
  for (const found of rewriteImports(program, ctx.declared)) {
    ctx.imports.push({
      specifier: found.specifier,
      names: found.names,
      ...(found.defaultName ? { defaultName: found.defaultName } : {}),
      line: found.line ?? 1,
      column: (found.column ?? 0) + 1,
    });
  }
  const exports = exportedNames(program);
  for (const [, exported] of exports) ctx.exports.add(exported);
  const prelude: Statement[] = [];
  const globals = usedRuntimeGlobals(source, ctx.declared);
  if (globals.length > 0) prelude.push(runtimeBinding(GLOBALS_KEY, globals));
  const components = undeclaredComponents(program, ctx);
  if (components.length > 0) prelude.push(runtimeBinding(COMPONENTS_KEY, components));
  program.body.unshift(...prelude);
  buildJsx(program, { runtime: 'automatic', importSource: 'preact' });
  bindJsxRuntime(program);
  const code = toJs(program).value;
  return record(
    `"use strict";\n${code}\nreturn {${exports.map(([local, exported]) => `${JSON.stringify(exported)}: ${local}`).join(', ')}};\n`,
  );
}

/** Capitalised JSX roots the script neither declares nor imports (bound to the components map at render). */
function undeclaredComponents(program: Program, ctx: FileContext): string[] {
  const names: ExpressionNames = { identifiers: new Set(), jsx: [] };
  collectExpressionNames(program, names);
  reportHostAccess(ctx, program);
  const roots = new Set<string>();
  const unknown = new Set<string>();
  for (const { name } of names.jsx) {
    const root = name.split('.')[0] ?? name;
    if (!/^[A-Z]/.test(root) || ctx.declared.has(root) || names.identifiers.has(root)) continue;
    roots.add(root);
    ctx.components.add(name);
    if (!ctx.knownComponents.has(root) && !ctx.knownComponents.has(name)) unknown.add(root);
  }
  for (const name of unknown) {
    const at = names.jsx.find((j) => j.name.split('.')[0] === name);
    report(
      ctx,
      'mdx/unknown-component',
      `<${name}> is not a built-in component, and the snippet neither imports nor defines it; its children are shown without it.`,
      'Check the spelling, or define or import the component in this file.',
      at?.line !== undefined && at.column !== undefined
        ? { line: at.line, column: at.column }
        : undefined,
    );
  }
  return [...roots].sort();
}

/** `import {jsx as _jsx} from "preact/jsx-runtime"` (added by buildJsx) → `const {jsx: _jsx} = arguments[0]`. */
function bindJsxRuntime(program: Program): void {
  program.body = program.body.map((stmt) => {
    if (stmt.type !== 'ImportDeclaration') return stmt;
    const pairs = stmt.specifiers.flatMap((s) =>
      s.type === 'ImportSpecifier' && s.imported.type === 'Identifier'
        ? [[s.imported.name, s.local.name] as const]
        : [],
    );
    return runtimeBinding(undefined, pairs);
  });
}
