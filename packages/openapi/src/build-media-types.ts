import { buildSchemaModel } from './build-schema-model.js';
import type { ExampleModel, MediaTypeModel } from './endpoint-page.js';
import { isRecord } from './is-record.js';
import type { PageBuildContext } from './page-build-context.js';

/** A `content` map as media types with their schema and the examples the spec gives. */
export function buildMediaTypes(
  content: unknown,
  docId: string,
  ctx: PageBuildContext,
): MediaTypeModel[] {
  if (!isRecord(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const media = isRecord(raw) ? raw : {};
    const schema =
      media['schema'] === undefined
        ? undefined
        : buildSchemaModel(media['schema'], docId, ctx.schemas);
    return { mediaType, ...(schema ? { schema } : {}), examples: specExamples(media, docId, ctx) };
  });
}

/** `examples` (each possibly a `$ref`) or `example` of a media type or parameter. */
export function specExamples(
  holder: Record<string, unknown>,
  docId: string,
  ctx: PageBuildContext,
): ExampleModel[] {
  const out: ExampleModel[] = [];
  if (isRecord(holder['examples'])) {
    for (const [name, raw] of Object.entries(holder['examples'])) {
      const example = ctx.deref(raw, docId)?.value;
      if (!example) continue;
      const text = (k: string): string | undefined =>
        typeof example[k] === 'string' ? (example[k] as string) : undefined;
      const summary = text('summary');
      const description = text('description');
      const value = example['value'] !== undefined ? example['value'] : text('externalValue');
      out.push({
        name,
        ...(summary ? { summary } : {}),
        ...(description ? { description } : {}),
        value,
        generated: false,
      });
    }
  }
  if (out.length === 0 && holder['example'] !== undefined)
    out.push({ name: 'Example', value: holder['example'], generated: false });
  return out;
}
