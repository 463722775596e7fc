import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsSchema, type JsonSchemaNode } from '@quire/config';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const PAGE_NAMES = ['settings', 'navigation', 'api'];
const pages = new Map(
  PAGE_NAMES.map((name) => [
    name,
    readFileSync(`${REPO}docs/reference/config/${name}.mdx`, 'utf8'),
  ]),
);
const allText = [...pages.values()].join('\n');

type Node = JsonSchemaNode & Record<string, unknown>;
const definitions = (docsSchema.definitions ?? {}) as Record<string, Node>;
const definitionOf = (ref: string): string => ref.replace('#/definitions/', '');

/**
 * Every key of the schema, as the reference names it: its path from the top of docs.json (`api.playground.display`,
 * `redirects[].source`), where a definition used in several places, or a navigation element, starts a path of its own
 * (`tab.icon`); a definition a top-level key names is documented under that key. Also returns every schema object
 * with keys that the walk reached, to check that it reaches them all.
 */
function propertyPaths(): { paths: Map<string, Node>; reached: Set<Node> } {
  const counts = new Map<string, number>();
  const countRefs = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const ref = (node as Node).$ref;
    if (typeof ref === 'string')
      counts.set(definitionOf(ref), (counts.get(definitionOf(ref)) ?? 0) + 1);
    Object.values(node).forEach(countRefs);
  };
  countRefs(docsSchema);
  const atRoot = new Set(
    Object.values(docsSchema.properties ?? {}).flatMap((p) =>
      p.$ref ? [definitionOf(p.$ref)] : [],
    ),
  );
  const ownSection = (name: string) =>
    !atRoot.has(name) &&
    ((counts.get(name) ?? 0) > 1 || /^Navigation/.test(String(definitions[name]?.title ?? '')));
  const paths = new Map<string, Node>();
  const reached = new Set<Node>();
  const walk = (node: Node, path: string, top: boolean): void => {
    if (typeof node.$ref === 'string') {
      const name = definitionOf(node.$ref);
      if (!ownSection(name) && (top || !atRoot.has(name)))
        walk(definitions[name] as Node, path, false);
      return;
    }
    for (const branch of [node.then, node.else]) if (branch) walk(branch as Node, path, false);
    if (node.items) walk(node.items as Node, `${path}[]`, false);
    if (node.properties) reached.add(node);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const childPath = path ? `${path}.${key}` : key;
      paths.set(childPath, child as Node);
      walk(child as Node, childPath, path === '');
    }
  };
  walk(docsSchema as Node, '', false);
  for (const name of Object.keys(definitions).filter(ownSection))
    walk(definitions[name] as Node, name, false);
  return { paths, reached };
}

/** Every schema object that has `properties` (outside `if` conditions, which hold no keys of their own). */
function objectsWithKeys(node: unknown, out: Set<unknown> = new Set()): Set<unknown> {
  if (typeof node !== 'object' || node === null) return out;
  if ((node as Node).properties && !Array.isArray(node)) out.add(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'if') objectsWithKeys(child, out);
  return out;
}

const rowOf = (path: string): string | undefined =>
  allText.split('\n').find((line) => line.startsWith(`| \`${path}\` |`));

describe('the docs.json reference pages', () => {
  it('are what scripts/generate-config-doc.mjs writes from the schema', () => {
    const r = spawnSync(process.execPath, ['scripts/generate-config-doc.mjs', '--check'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('have a row for every key of the schema, with its allowed values and default', () => {
    const { paths, reached } = propertyPaths();
    expect(paths.size).toBeGreaterThan(300);
    expect([...objectsWithKeys(docsSchema)].filter((node) => !reached.has(node as Node))).toEqual(
      [],
    );
    const missing = [...paths.keys()].filter((path) => rowOf(path) === undefined);
    expect(missing).toEqual([]);
    for (const [path, node] of paths) {
      const row = rowOf(path) ?? '';
      for (const value of (node.enum as unknown[] | undefined) ?? [])
        expect(row, path).toContain(`\`${String(value)}\``);
      if (node.default !== undefined)
        expect(row, path).toContain(`\`${JSON.stringify(node.default)}\``);
    }
  });

  it('document sign-in (auth) with the schema description, next to the playground setting that uses it', () => {
    const api = pages.get('api') ?? '';
    expect(api).toContain('## `auth` {#auth}');
    expect(api).toContain(String(definitions['authSettings']?.markdownDescription).split('\n')[0]);
    expect(rowOf('api.playground.display')).toContain('`auth`');
  });

  it('link only to sections that exist', () => {
    for (const [name, text] of pages) {
      for (const [, page, anchor] of text.matchAll(
        /\]\((?:\/reference\/config\/([a-z]+))?#([a-z0-9-]+)\)/g,
      )) {
        expect(pages.get(page ?? name), `${name} → ${page ?? name}#${anchor}`).toContain(
          `{#${anchor}}`,
        );
      }
    }
  });

  it('are listed in the Reference tab of the docs site, in a Configuration group', () => {
    const site = JSON.parse(readFileSync(`${REPO}docs/docs.json`, 'utf8')) as {
      navigation: { tabs: { tab: string; groups: { group: string; pages: string[] }[] }[] };
    };
    const reference = site.navigation.tabs.find((t) => t.tab === 'Reference');
    expect(reference?.groups.find((g) => g.group === 'Configuration')?.pages).toEqual(
      PAGE_NAMES.map((n) => `reference/config/${n}`),
    );
  });
});
