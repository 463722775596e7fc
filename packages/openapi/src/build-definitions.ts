import { buildSchemaModel } from './build-schema-model.js';
import type { MediaTypeModel, RequestBodyModel, ResponseModel } from './endpoint-page.js';
import { exampleFromSchema } from './generate-example.js';
import { decodePointer, valueAt } from './json-pointer.js';
import type { PageBuildContext } from './page-build-context.js';
import type { ApiSettings } from './read-api-settings.js';
import type { SchemaModel } from './schema-model.js';

/**
 * Builds each schema that a page keeps as a reference (a cycle), once, expanded one level: its own
 * reappearances inside stay references. New cycle targets found on the way are built too.
 */
export function buildDefinitions(ctx: PageBuildContext): Record<string, SchemaModel> {
  const definitions: Record<string, SchemaModel> = {};
  const { schemas } = ctx;
  for (let key = next(); key !== undefined; key = next()) {
    const hash = key.indexOf('#');
    const docId = key.slice(0, hash);
    const doc =
      docId === schemas.scope.id ? schemas.scope.document : schemas.scope.externalDocuments[docId];
    const value = valueAt(doc, decodePointer(key.slice(hash)));
    schemas.stack.push(key);
    schemas.budget = Math.max(schemas.budget, 200);
    definitions[key] = buildSchemaModel(value, docId, schemas);
    schemas.stack.pop();
  }
  return definitions;

  function next(): string | undefined {
    for (const key of schemas.pending) if (!(key in definitions)) return key;
    return undefined;
  }
}

/** Adds a generated example to every media type the spec gives none for. */
export function withGeneratedExamples(
  parts: { requestBody: RequestBodyModel | undefined; responses: readonly ResponseModel[] },
  definitions: Readonly<Record<string, SchemaModel>>,
  settings: ApiSettings,
): { requestBody?: RequestBodyModel; responses: ResponseModel[] } {
  const fill = (media: MediaTypeModel, direction: 'request' | 'response'): MediaTypeModel => {
    if (media.examples.length > 0 || !media.schema) return media;
    const requiredOnly = direction === 'request' && settings.examples.defaults === 'required';
    const value = exampleFromSchema(media.schema, { definitions, direction, requiredOnly });
    return { ...media, examples: [{ name: 'Example', value, generated: true }] };
  };
  const body = parts.requestBody;
  return {
    ...(body
      ? { requestBody: { ...body, content: body.content.map((m) => fill(m, 'request')) } }
      : {}),
    responses: parts.responses.map((r) => ({
      ...r,
      content: r.content.map((m) => fill(m, 'response')),
    })),
  };
}
