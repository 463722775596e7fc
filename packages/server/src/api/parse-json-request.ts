import type { Context } from 'hono';
import { ApiError } from './api-error.js';
import { findTooDeepJson, MAX_JSON_DEPTH } from './json-depth.js';

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/** The `charset` parameter of a Content-Type, lower-cased and unquoted, or undefined. */
function charsetOf(type: string): string | undefined {
  const match = /;\s*charset\s*=\s*("([^"]*)"|[^;\s]*)/i.exec(type);
  return match ? (match[2] ?? match[1] ?? '').toLowerCase() : undefined;
}

function checkContentType(type: string): void {
  if (!JSON_TYPE.test(type))
    throw new ApiError(
      'unsupported_media_type',
      `The request body must be JSON with "Content-Type: application/json" (got ${type ? `"${type}"` : 'no Content-Type'}).`,
    );
  const charset = charsetOf(type);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new ApiError(
      'unsupported_media_type',
      `The request body is declared as charset=${charset.slice(0, 40)}; JSON bodies are read as UTF-8 only. Send UTF-8 and declare "charset=utf-8" or no charset.`,
    );
}

/** The body's bytes as UTF-8 text; bytes that are not UTF-8 are refused rather than replaced. */
async function utf8Text(c: Context): Promise<string> {
  const bytes = await c.req.arrayBuffer().catch(() => {
    throw new ApiError(
      'invalid_json',
      'The request body could not be read to its end: the client closed the connection or sent it too slowly (http.requestTimeoutSeconds).',
    );
  });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(
      'invalid_json',
      'The request body is not valid UTF-8. Send JSON encoded as UTF-8.',
    );
  }
}

/**
 * The parsed JSON body of a request: `unsupported_media_type` unless it is declared JSON in UTF-8,
 * `invalid_json` for bytes that are not UTF-8 or text that does not parse, and `body_too_deep`,
 * found before parsing, for arrays and objects nested past `MAX_JSON_DEPTH`.
 */
export async function parseJsonRequest(c: Context): Promise<unknown> {
  checkContentType(c.req.header('content-type') ?? '');
  const text = await utf8Text(c);
  const deep = findTooDeepJson(text);
  if (deep)
    throw new ApiError(
      'body_too_deep',
      `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep (line ${deep.line}, column ${deep.column}). Send a flatter body.`,
    );
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(
      'invalid_json',
      `The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}. Send a JSON object.`,
    );
  }
}
