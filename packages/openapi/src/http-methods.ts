/** The HTTP methods an OpenAPI path item can hold, in the order pages are generated. */
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The lowercase method when `text` names one (any case), else undefined. */
export function toHttpMethod(text: string): HttpMethod | undefined {
  const lower = text.toLowerCase();
  return (HTTP_METHODS as readonly string[]).includes(lower) ? (lower as HttpMethod) : undefined;
}
