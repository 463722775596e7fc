/** A node of `schemas/docs.schema.json`, as far as the key walks read it. */
export interface SchemaNode {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode | readonly SchemaNode[];
  readonly additionalProperties?: SchemaNode | boolean;
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
  readonly if?: SchemaNode;
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
}

export type DocsSchema = SchemaNode & { readonly definitions: Record<string, SchemaNode> };

/** How many times the schema refers to a definition. */
const usesOf = (schema: DocsSchema) => {
  const text = JSON.stringify(schema);
  return (name: string) => text.split(`"#/definitions/${name}"`).length - 1;
};

/** The path a `$ref` continues at: the definition's name when several places use it, else the path. */
const refPath = (uses: (name: string) => number, ref: string, path: string) => {
  const name = ref.split('/').pop()!;
  return { name, path: uses(name) > 1 ? name : path };
};

const branches = (node: SchemaNode) =>
  [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].concat(
    [node.if, node.then, node.else].filter((b): b is SchemaNode => b !== undefined),
  );

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every key the schema defines, as a path: `background.decoration`, `navbar.links[].href`; a key of
 * a definition that is used in more than one place is named after the definition (`tab.align`,
 * `group.expanded`), once, however deep the navigation nests it.
 */
export function schemaKeyPaths(schema: DocsSchema): string[] {
  const uses = usesOf(schema);
  const seen = new Set<string>();
  const paths: string[] = [];
  const walk = (node: SchemaNode | undefined, path: string): void => {
    if (!node || typeof node !== 'object') return;
    if (node.$ref) {
      const ref = refPath(uses, node.$ref, path);
      if (seen.has(ref.name)) return;
      seen.add(ref.name);
      walk(schema.definitions[ref.name], ref.path);
      return;
    }
    for (const sub of branches(node)) walk(sub, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const p = path ? `${path}.${key}` : key;
      if (!paths.includes(p)) paths.push(p);
      walk(child, p);
    }
    if (node.items && !Array.isArray(node.items)) walk(node.items as SchemaNode, `${path}[]`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`);
  };
  walk(schema, '');
  return paths.filter((p) => p !== '$schema');
}

/**
 * The key paths (named as `schemaKeyPaths` names them) that a docs.json sets: each key of the
 * config, followed through the schema, so that `directory` inside `openapi` is
 * `openApiSource.directory` and never `tab.directory`.
 */
export function configKeyPaths(schema: DocsSchema, config: unknown): Set<string> {
  const uses = usesOf(schema);
  const found = new Set<string>();
  const walk = (node: SchemaNode | undefined, value: unknown, path: string, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 400) return;
    if (node.$ref) {
      const ref = refPath(uses, node.$ref, path);
      walk(schema.definitions[ref.name], value, ref.path, depth + 1);
      return;
    }
    for (const sub of branches(node)) walk(sub, value, path, depth + 1);
    if (isObject(value))
      for (const [key, child] of Object.entries(value)) {
        const known = node.properties?.[key];
        if (known) {
          const p = path ? `${path}.${key}` : key;
          found.add(p);
          walk(known, child, p, depth + 1);
        } else if (typeof node.additionalProperties === 'object')
          walk(node.additionalProperties, child, `${path}.*`, depth + 1);
      }
    if (Array.isArray(value) && node.items && !Array.isArray(node.items))
      for (const item of value) walk(node.items as SchemaNode, item, `${path}[]`, depth + 1);
  };
  walk(schema, config, '', 0);
  return found;
}
