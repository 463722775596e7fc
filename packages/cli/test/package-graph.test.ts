import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

// What a user's `npm install @quire/cli` resolves, read from the packages' manifests and built code: the
// install test (registry-install.test.ts) proves one install works; this says why, for every package.

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly license?: string;
  readonly engines?: { readonly node?: string };
  readonly publishConfig?: { readonly access?: string };
  readonly files?: readonly string[];
  readonly exports?: Record<string, string | Record<string, string>>;
  readonly bin?: Record<string, string>;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

const workspaces = new Map(
  readdirSync(PACKAGES)
    .filter((dir) => existsSync(join(PACKAGES, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(
        readFileSync(join(PACKAGES, dir, 'package.json'), 'utf8'),
      ) as Manifest;
      return [manifest.name, { dir: join(PACKAGES, dir), manifest }] as const;
    }),
);
const publicPackages = [...workspaces.values()].filter((w) => w.manifest.private !== true);

/** What installing a package installs with it: its dependencies, peer and optional ones included. */
const installed = (m: Manifest) => ({
  ...m.dependencies,
  ...m.peerDependencies,
  ...m.optionalDependencies,
});

/** Each private workspace package reachable from `name` through dependencies, with the path to it. */
function privateReachable(name: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (current: string, path: readonly string[]) => {
    if (seen.has(current)) return;
    seen.add(current);
    const workspace = workspaces.get(current);
    if (!workspace) return;
    if (workspace.manifest.private === true) found.push([...path, current].join(' → '));
    for (const dep of Object.keys(installed(workspace.manifest))) walk(dep, [...path, current]);
  };
  walk(name, []);
  return found;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

type Node = { readonly type: string; readonly [key: string]: unknown };

/** Every node of a parsed module (iteratively: the generated validators are deep and large). */
function nodes(program: unknown): Node[] {
  const out: Node[] = [];
  const stack: unknown[] = [program];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === 'object') {
      if ('type' in value) out.push(value as Node);
      for (const key in value) {
        const child = (value as Record<string, unknown>)[key];
        if (child !== null && typeof child === 'object') stack.push(child);
      }
    }
  }
  return out;
}

const literal = (node: unknown): string | undefined => {
  const n = node as { type?: string; value?: unknown } | undefined;
  return n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;
};

/** What a module loads: the sources of its imports, re-exports, `import()` and `require()` / `require.resolve()`. */
function specifiersOf(all: readonly Node[]): string[] {
  const out: string[] = [];
  for (const node of all) {
    if (/^(Import|ExportNamed|ExportAll)Declaration$|^ImportExpression$/.test(node.type)) {
      const source = literal(node['source']);
      if (source !== undefined) out.push(source);
    } else if (node.type === 'CallExpression') {
      const callee = node['callee'] as { type?: string; name?: string; object?: { name?: string } };
      const isRequire =
        callee.name === 'require' ||
        (callee.type === 'MemberExpression' && callee.object?.name === 'require');
      const first = literal((node['arguments'] as unknown[])[0]);
      if (isRequire && first !== undefined) out.push(first);
    }
  }
  return out;
}

/** Worker scripts named by a string beside the module that starts them (`compiledScript('render-worker.js')`). */
const siblingScripts = (all: readonly Node[]) =>
  all
    .map(literal)
    .filter((text): text is string => text !== undefined && /^[\w.-]+\.js$/.test(text));

/**
 * The bare packages the built code of a package loads, from its entry points (the exports map and
 * bins) through the modules those load (imports, dynamic imports, worker scripts): code that no entry
 * reaches (the browser runtime, bundled for the browser) is not counted.
 */
function loadedPackages(dir: string, manifest: Manifest): Map<string, string> {
  const entries = [
    ...Object.values(manifest.exports ?? {}).flatMap((e) =>
      typeof e === 'string' ? [e] : Object.values(e),
    ),
    ...Object.values(manifest.bin ?? {}),
  ]
    .filter((file) => file.endsWith('.js'))
    .map((file) => resolve(dir, file));
  const loaded = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const all = nodes(
      parse(readFileSync(file, 'utf8').replace(/^#!.*/, ''), {
        ecmaVersion: 'latest',
        sourceType: 'module',
      }),
    );
    const here = dirname(file);
    for (const specifier of specifiersOf(all)) {
      if (specifier.startsWith('.')) visit(resolve(here, specifier));
      else if (!isBuiltin(specifier)) loaded.set(packageOf(specifier), file.slice(dir.length + 1));
    }
    for (const script of siblingScripts(all)) visit(resolve(here, script));
  };
  for (const entry of entries) visit(entry);
  return loaded;
}

describe('the packages a user installs with @quire/cli', () => {
  it('reach no private package through their dependencies', () => {
    expect(workspaces.get('@quire/cli')?.manifest.private).not.toBe(true);
    expect(publicPackages.flatMap((w) => privateReachable(w.manifest.name))).toEqual([]);
  });

  it('can each be published: a license, the Node versions, public access, the files, and the workspace version of each @quire package', () => {
    const version = workspaces.get('@quire/cli')!.manifest.version;
    const problems = publicPackages.flatMap(({ manifest: m }) => [
      ...(m.license ? [] : [`${m.name} has no license`]),
      ...(m.engines?.node ? [] : [`${m.name} names no Node version (engines.node)`]),
      ...(m.publishConfig?.access === 'public' ? [] : [`${m.name} is not published as public`]),
      ...(m.files?.includes('dist') ? [] : [`${m.name} does not publish dist`]),
      ...(m.version === version ? [] : [`${m.name} is at ${m.version}, the CLI at ${version}`]),
      ...Object.entries(installed(m))
        .filter(([dep, range]) => workspaces.has(dep) && range !== version)
        .map(([dep, range]) => `${m.name} depends on ${dep}@${range}, not ${version}`),
    ]);
    expect(problems).toEqual([]);
  });

  it("are each listed in the README's layout table and on the docs' Install page", () => {
    const readme = readFileSync(join(PACKAGES, '../README.md'), 'utf8');
    const install = readFileSync(join(PACKAGES, '../docs/deploy/install.mdx'), 'utf8');
    const unlisted = [...workspaces].flatMap(([name, { dir }]) => [
      ...(readme.includes(`| \`packages/${basename(dir)}\` |`) ? [] : [`README: ${name}`]),
      ...(install.includes(`| \`${name}\` |`) ? [] : [`install.mdx: ${name}`]),
    ]);
    expect(unlisted).toEqual([]);
  });

  it('load, from their built code, only packages their dependencies install', () => {
    const missing = publicPackages.flatMap(({ dir, manifest }) => {
      expect(existsSync(join(dir, 'dist')), `${manifest.name} is built (npx tsc -b)`).toBe(true);
      const declared = installed(manifest);
      return [...loadedPackages(dir, manifest)]
        .filter(([name]) => name !== manifest.name && !(name in declared))
        .map(([name, file]) => `${manifest.name} (${file}) loads ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
