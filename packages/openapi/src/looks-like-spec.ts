/**
 * A key `openapi` or `swagger` whose value starts with a digit, at the start of a line or after `{`/`,`
 * (minified JSON): every OpenAPI or Swagger document has one, and few other files do.
 */
const DECLARES_VERSION = /(?:^|[{,])\s*["']?(?:openapi|swagger)["']?\s*:\s*["']?\d/m;

/**
 * Whether a text may be an OpenAPI document, decided without parsing it: repositories hold many JSON
 * and YAML files (configs, translations, data), and only those that pass are parsed to look closer.
 */
export function looksLikeSpec(text: string): boolean {
  return DECLARES_VERSION.test(text);
}
