import { GLOBALS_KEY } from '../runtime/runtime-globals.js';
import { DEFAULT_PREFIX, IMPORTS_KEY } from '../runtime/runtime-keys.js';
import type {
  AssignmentProperty,
  Directive,
  Expression,
  ImportDeclaration,
  ModuleDeclaration,
  Pattern,
  Program,
  Statement,
} from 'estree';

/** Where an import was found, as acorn reports it (1-based line, 0-based column). */
export interface FoundImport {
  readonly specifier: string;
  /** The local name of the default import, if any. */
  readonly defaultName?: string;
  /** The exports it binds (`default`, names, or `*`). */
  readonly names: readonly string[];
  readonly line: number | undefined;
  readonly column: number | undefined;
}

type TopLevel = Statement | ModuleDeclaration | Directive;

/**
 * Turns `import X, { a as b } from "/snippets/x.mdx"` into `const { default: X, a: b } = arguments[0].quireImports["/snippets/x.mdx"]`
 * (and `export { a } from "…"` into a binding plus a local export), so that compiled code runs without a module loader
 * and the build decides what each specifier is bound to. Returns the imports found; fills `declared` with the module's top-level names.
 */
export function rewriteImports(program: Program, declared: Set<string>): FoundImport[] {
  const found: FoundImport[] = [];
  const body: TopLevel[] = [];
  for (const stmt of program.body as TopLevel[]) {
    if (stmt.type === 'ImportDeclaration' && stmt.source.value === REACT) {
      // `import { useState } from "react"`: React's API as the runtime provides it (hooks on Preact), not a file.
      body.push(...reactBindings(stmt));
      for (const s of stmt.specifiers) declared.add(s.local.name);
    } else if (stmt.type === 'ImportDeclaration') {
      const defaultName = stmt.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local
        .name;
      const names = stmt.specifiers.map((s) =>
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : nameOf(s.imported),
      );
      found.push({
        ...place(stmt, String(stmt.source.value), names),
        ...(defaultName ? { defaultName } : {}),
      });
      const binding = importBinding(stmt);
      if (binding) body.push(binding);
      for (const s of stmt.specifiers) declared.add(s.local.name);
    } else if (stmt.type === 'ExportNamedDeclaration' && stmt.source) {
      const specifier = String(stmt.source.value);
      found.push(
        place(
          stmt,
          specifier,
          stmt.specifiers.map((s) => nameOf(s.local)),
        ),
      );
      const props = stmt.specifiers.map((s) => {
        const exported = nameOf(s.exported);
        return property(nameOf(s.local), `_reexport_${exported}`);
      });
      body.push(
        constDeclaration({ type: 'ObjectPattern', properties: props }, importsOf(specifier)),
      );
      body.push({
        ...stmt,
        source: null,
        specifiers: stmt.specifiers.map((s) => ({
          ...s,
          local: identifier(`_reexport_${nameOf(s.exported)}`),
        })),
      });
    } else {
      collectDeclared(stmt, declared);
      body.push(stmt);
    }
  }
  program.body = body as Program['body'];
  return found;
}

function place(
  node: { loc?: { start: { line: number; column: number } } | null },
  specifier: string,
  names: readonly string[],
): FoundImport {
  return { specifier, names, line: node.loc?.start.line, column: node.loc?.start.column };
}

const REACT = 'react';

/** `import React, { useState } from "react"` → `const React = arguments[0].quireGlobals.React; const { useState } = arguments[0].quireGlobals.React`. */
function reactBindings(stmt: ImportDeclaration): Statement[] {
  const args: Expression = {
    type: 'MemberExpression',
    object: identifier('arguments'),
    property: { type: 'Literal', value: 0 },
    computed: true,
    optional: false,
  };
  const globals: Expression = {
    type: 'MemberExpression',
    object: args,
    property: identifier(GLOBALS_KEY),
    computed: false,
    optional: false,
  };
  const react: Expression = {
    type: 'MemberExpression',
    object: globals,
    property: identifier('React'),
    computed: false,
    optional: false,
  };
  const out: Statement[] = stmt.specifiers
    .filter((s) => s.type !== 'ImportSpecifier')
    .map((s) => constDeclaration(identifier(s.local.name), react));
  const named = stmt.specifiers.flatMap((s) =>
    s.type === 'ImportSpecifier' ? [property(nameOf(s.imported), s.local.name)] : [],
  );
  if (named.length > 0)
    out.push(constDeclaration({ type: 'ObjectPattern', properties: named }, react));
  return out;
}

function importBinding(stmt: ImportDeclaration): Statement | undefined {
  if (stmt.specifiers.length === 0) return undefined;
  const source = importsOf(String(stmt.source.value));
  const namespace = stmt.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  if (namespace) return constDeclaration(identifier(namespace.local.name), source);
  // A default import asks for `default:<local name>`: the runtime binds it to a Markdown module's export of that name
  // when there is one (`import data from "/snippets/data.mdx"` with `export const data`), else to the default export.
  const props = stmt.specifiers.map((s) =>
    property(
      s.type === 'ImportSpecifier' ? nameOf(s.imported) : `${DEFAULT_PREFIX}${s.local.name}`,
      s.local.name,
    ),
  );
  return constDeclaration({ type: 'ObjectPattern', properties: props }, source);
}

/** `const { imported: local, … } = arguments[0].quireImports["spec"]` */
export function bindImport(
  specifier: string,
  names: readonly (readonly [string, string])[],
): Statement {
  return constDeclaration(
    {
      type: 'ObjectPattern',
      properties: names.map(([imported, local]) => property(imported, local)),
    },
    importsOf(specifier),
  );
}

/** `arguments[0].quireImports["spec"]` */
function importsOf(specifier: string): Expression {
  const args: Expression = {
    type: 'MemberExpression',
    object: identifier('arguments'),
    property: { type: 'Literal', value: 0 },
    computed: true,
    optional: false,
  };
  const imports: Expression = {
    type: 'MemberExpression',
    object: args,
    property: identifier(IMPORTS_KEY),
    computed: false,
    optional: false,
  };
  return {
    type: 'MemberExpression',
    object: imports,
    property: { type: 'Literal', value: specifier },
    computed: true,
    optional: false,
  };
}

/** `const {a, b: c} = arguments[0][key]` (or `= arguments[0]` without a key) for runtime-provided names such as hooks. */
export function runtimeBinding(
  key: string | undefined,
  names: readonly (string | readonly [string, string])[],
): Statement {
  const args: Expression = {
    type: 'MemberExpression',
    object: identifier('arguments'),
    property: { type: 'Literal', value: 0 },
    computed: true,
    optional: false,
  };
  const source: Expression =
    key === undefined
      ? args
      : {
          type: 'MemberExpression',
          object: args,
          property: identifier(key),
          computed: false,
          optional: false,
        };
  const props = names.map((n) => (typeof n === 'string' ? property(n, n) : property(n[0], n[1])));
  return constDeclaration({ type: 'ObjectPattern', properties: props }, source);
}

function constDeclaration(id: Pattern, init: Expression): Statement {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id, init }],
  };
}

function property(key: string, local: string): AssignmentProperty {
  const valid = /^[A-Za-z_$][\w$]*$/.test(key);
  return {
    type: 'Property',
    key: valid ? identifier(key) : { type: 'Literal', value: key },
    value: identifier(local),
    kind: 'init',
    method: false,
    shorthand: valid && key === local,
    computed: false,
  };
}

function identifier(name: string) {
  return { type: 'Identifier' as const, name };
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/** Adds the names a top-level statement declares (`export const a`, `function b`, `class C`, destructuring). */
export function collectDeclared(stmt: TopLevel, declared: Set<string>): void {
  const decl =
    stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportDefaultDeclaration'
      ? stmt.declaration
      : stmt;
  if (!decl) return;
  if (decl.type === 'VariableDeclaration')
    for (const d of decl.declarations) patternNames(d.id, declared);
  else if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id)
    declared.add(decl.id.name);
}

function patternNames(pattern: Pattern, out: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      out.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties)
        patternNames(p.type === 'RestElement' ? p.argument : p.value, out);
      break;
    case 'ArrayPattern':
      for (const e of pattern.elements) if (e) patternNames(e, out);
      break;
    case 'RestElement':
      patternNames(pattern.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, out);
      break;
    default:
      break;
  }
}
