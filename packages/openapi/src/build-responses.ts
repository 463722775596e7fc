import { buildMediaTypes } from './build-media-types.js';
import { buildParameter } from './build-parameters.js';
import type { ParameterModel, RequestBodyModel, ResponseModel } from './endpoint-page.js';
import { isRecord } from './is-record.js';
import type { PageBuildContext } from './page-build-context.js';

/** The request body per media type. */
export function buildRequestBody(
  raw: unknown,
  docId: string,
  ctx: PageBuildContext,
): RequestBodyModel | undefined {
  const body = ctx.deref(raw, docId);
  if (!body) return undefined;
  const description =
    typeof body.value['description'] === 'string' ? body.value['description'] : undefined;
  return {
    ...(description !== undefined ? { description } : {}),
    required: body.value['required'] === true,
    content: buildMediaTypes(body.value['content'], body.docId, ctx),
  };
}

/** The responses per status (in the spec's order) and media type. */
export function buildResponses(
  raw: unknown,
  docId: string,
  ctx: PageBuildContext,
): ResponseModel[] {
  if (!isRecord(raw)) return [];
  const out: ResponseModel[] = [];
  for (const [status, value] of Object.entries(raw)) {
    const response = ctx.deref(value, docId);
    if (!response || status.startsWith('x-')) continue;
    const headers: ParameterModel[] = [];
    for (const [name, header] of Object.entries(
      isRecord(response.value['headers']) ? response.value['headers'] : {},
    )) {
      const resolved = ctx.deref(header, response.docId);
      const model =
        resolved && buildParameter(resolved.value, resolved.docId, ctx, { name, in: 'header' });
      if (model) headers.push(model);
    }
    out.push({
      status,
      description:
        typeof response.value['description'] === 'string' ? response.value['description'] : '',
      headers,
      content: buildMediaTypes(response.value['content'], response.docId, ctx),
    });
  }
  return out;
}
