// Turns schemas compiled by ajv into a TypeScript ES module of validate functions (ajv's standalone
// code generation, ajv/dist/standalone), so that a package validates without compiling a schema when it
// runs. Used by generate-config-types.mjs (docs.json) and generate-openapi-validators.mjs (OpenAPI).
/**
 * The module text. `ajv` must be created with `code: { source: true, esm: true, lines: true }` and
 * hold the schemas, and `standaloneCode` be `ajv/dist/standalone` of the same ajv installation.
 * `validators` maps each key of the exported record to the schema key (or `key#/pointer`) to compile. Schema objects that ajv inlines as literals (the `parentSchema` of verbose
 * errors) are replaced by `schemaExpression(json)` when it returns an expression (a reference into a
 * schema the module imports), so that the module stays small and errors point at the imported objects.
 */
export function renderStandaloneModule(options) {
  const {
    ajv,
    standaloneCode,
    validators,
    exportName,
    exportDoc,
    banner,
    imports = [],
    schemaExpression = () => undefined,
  } = options;
  const keys = Object.keys(validators);
  // A definition that a compiled schema reaches through `$ref` is already one function of its code:
  // export that function instead of compiling the definition a second time.
  const reached = keys.map((key) => reachedValidateName(ajv, validators[key]));
  const ids = keys.map((key, i) =>
    reached[i] === undefined ? validators[key] : validators[key].split('#')[0],
  );
  const requested = [...new Set(ids)];
  const refs = Object.fromEntries(requested.map((id, i) => [`export${i}`, id]));
  let code = standaloneCode(ajv, refs);
  const exported = new Map();
  code = code.replace(/export const export(\d+) = (validate\d+);\n?/g, (_all, index, fn) => {
    exported.set(requested[Number(index)], fn);
    return '';
  });
  const names = keys.map((key, i) => reached[i] ?? exported.get(validators[key]));
  code = code.replace(/^const (schema\d+) = (.*);$/gm, (all, name, json) => {
    const expression = schemaExpression(json);
    return expression === undefined ? all : `const ${name} = ${expression};`;
  });
  code = code.replace(/^"use strict";\n?/, '');
  if (names.some((name) => name === undefined || !code.includes(`function ${name}(`)))
    throw new Error('ajv did not generate every requested validator');
  const entries = keys.map((key, i) => `  ${JSON.stringify(key)}: ${names[i]},`);
  // ajv's code loads its runtime helpers (deep equality, string length, formats) with `require`, which
  // gives the same values under Node and under Vite, unlike a default import of a CommonJS module.
  const requireLines = code.includes('require(')
    ? [
        "import { createRequire } from 'node:module';",
        'const require = createRequire(import.meta.url);',
      ]
    : [];
  return (
    `${banner}/* eslint-disable */\n// @ts-nocheck: ajv's generated JavaScript, typed by the record exported at the end.\n` +
    `import type { ErrorObject } from 'ajv';\n${[...imports, ...requireLines].join('\n')}\n\n` +
    `/** A compiled check: true when the value passes; otherwise \`errors\` lists every failed check. */\n` +
    `export type StandaloneValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };\n\n` +
    `${code.trim()}\n\n/** ${exportDoc} */\nexport const ${exportName}: Readonly<Record<string, StandaloneValidate>> = {\n${entries.join('\n')}\n};\n`
  );
}

/**
 * The name of the function ajv compiled for `id` (`key#/definitions/x`) while compiling the schema `key`
 * (a `$ref` target), or undefined when compiling `key` does not reach it.
 */
function reachedValidateName(ajv, id) {
  const hash = id.indexOf('#');
  if (hash < 0) return undefined;
  const root = ajv.getSchema(id.slice(0, hash));
  const name = root?.schemaEnv.root.refs[id]?.validate?.source?.validateName;
  return name === undefined ? undefined : String(name);
}
