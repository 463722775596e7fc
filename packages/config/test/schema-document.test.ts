import { describe, expect, it } from 'vitest';
import { docsSchema, type JsonSchemaNode } from '@quire/config';

type Node = JsonSchemaNode;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const definitions = docsSchema.definitions as Record<string, Node>;
const resolve = (n: Node): Node =>
  typeof n.$ref === 'string' ? (definitions[n.$ref.split('/').pop() ?? ''] ?? n) : n;

/** Every schema object reachable from the root, with a readable path, each visited once. */
function everySchema(): { path: string; node: Node }[] {
  const out: { path: string; node: Node }[] = [];
  const seen = new Set<Node>();
  const visit = (node: Node, path: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    out.push({ path, node });
    for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Node>))
      visit(resolve(child), `${path}.${key}`);
    for (const keyword of ['items', 'then', 'else', 'additionalProperties']) {
      const child = node[keyword];
      if (isNode(child))
        visit(resolve(child), `${path}${keyword === 'items' ? '[]' : `/${keyword}`}`);
    }
  };
  visit(docsSchema, 'docs.json');
  for (const [name, node] of Object.entries(definitions)) visit(node, `#/definitions/${name}`);
  return out;
}

describe('schemas/docs.schema.json as documentation', () => {
  it('describes every property (hover text in editors, the reference docs)', () => {
    const missing: string[] = [];
    for (const { path, node } of everySchema()) {
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
        if (typeof child.description !== 'string' && typeof resolve(child).description !== 'string')
          missing.push(`${path}.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes and titles every definition, with unique PascalCase titles (the generated type names)', () => {
    const titles = Object.values(definitions).map((d) => d.title);
    expect(titles.every((t) => typeof t === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(t))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(
      Object.entries(definitions)
        .filter(([, d]) => typeof d.description !== 'string')
        .map(([n]) => n),
    ).toEqual([]);
  });

  it('gives defaults that the setting itself accepts', () => {
    const wrong: string[] = [];
    for (const { path, node } of everySchema()) {
      if (!('default' in node)) continue;
      const value = node.default;
      if (Array.isArray(node.enum) && !node.enum.includes(value)) wrong.push(path);
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (typeof node.type === 'string' || Array.isArray(node.type)) {
        if (!types.includes(typeof value)) wrong.push(path);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares no unions that would report "did not match any schema"', () => {
    // Alternatives are told apart with `if`/`then`/`else` or with keywords that apply to one JSON type only.
    const unions = everySchema()
      .filter(({ node }) => 'oneOf' in node || 'anyOf' in node)
      .map(({ path }) => path);
    expect(unions).toEqual([]);
  });
});
