import { buildRequestBody, buildResponses } from './build-responses.js';
import type { CallbackModel } from './endpoint-page.js';
import { HTTP_METHODS } from './http-methods.js';
import { isRecord } from './is-record.js';
import type { PageBuildContext } from './page-build-context.js';

/** An operation's `callbacks`: for each name and URL expression, the requests the API will send. */
export function buildCallbacks(
  raw: unknown,
  docId: string,
  ctx: PageBuildContext,
): CallbackModel[] {
  if (!isRecord(raw)) return [];
  const out: CallbackModel[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const callback = ctx.deref(value, docId);
    if (!callback) continue;
    for (const [expression, itemValue] of Object.entries(callback.value)) {
      const item = ctx.deref(itemValue, callback.docId);
      if (!item) continue;
      for (const method of HTTP_METHODS) {
        const op = item.value[method];
        if (!isRecord(op)) continue;
        const requestBody = buildRequestBody(op['requestBody'], item.docId, ctx);
        out.push({
          name,
          expression,
          method,
          ...(typeof op['summary'] === 'string' ? { summary: op['summary'] } : {}),
          ...(typeof op['description'] === 'string' ? { description: op['description'] } : {}),
          ...(requestBody ? { requestBody } : {}),
          responses: buildResponses(op['responses'], item.docId, ctx),
        });
      }
    }
  }
  return out;
}
