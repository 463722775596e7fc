const MAX_QUOTED = 60;

/** A short quoted rendering of a string for messages. */
export function quote(text: string): string {
  return JSON.stringify(text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text);
}

/** The JSON type of a value, as JSON Schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** What was found, for messages: `a string ("abc")`, `a number (42)`, `an array`, `null`. */
export function describeFound(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : 'an array';
  switch (typeof value) {
    case 'string':
      return `a string (${quote(value)})`;
    case 'number':
      return `a number (${value})`;
    case 'boolean':
      return `a boolean (${value})`;
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

const TYPE_NOUN: Readonly<Record<string, string>> = {
  string: 'a string',
  object: 'an object',
  array: 'an array',
  boolean: 'true or false',
  number: 'a number',
  integer: 'a whole number',
  null: 'null',
};

/** What a JSON Schema `type` expects, for messages: `a string or an object`. */
export function describeTypes(types: readonly string[]): string {
  const nouns = types.map((t) => TYPE_NOUN[t] ?? t);
  return nouns.length <= 1
    ? (nouns[0] ?? 'a value')
    : `${nouns.slice(0, -1).join(', ')} or ${nouns[nouns.length - 1]}`;
}

/** `"a", "b" or "c"` */
export function listValues(values: readonly unknown[], conjunction = 'or'): string {
  const quoted = values.map((v) => (typeof v === 'string' ? quote(v) : JSON.stringify(v)));
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}
