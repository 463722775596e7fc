import type { PlaygroundField } from '../../api/playground-field.js';
import type { PlaygroundSpec } from '../../api/playground-spec.js';

/** What one input holds: its text (lists are comma-separated, JSON is text), or a chosen file. */
export type FieldValue = string | File | undefined;

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

/** The state of a playground form: what the reader typed and chose. */
export interface PlaygroundValues {
  readonly server: number;
  readonly serverVariables: Readonly<Record<string, string>>;
  /** The base URL typed by the reader when the spec has no servers. */
  readonly baseUrl: string;
  readonly params: Readonly<Record<ParamLocation, Readonly<Record<string, FieldValue>>>>;
  /** The chosen way to authenticate (index into `spec.security`). */
  readonly security: number;
  /** Credential inputs by scheme key (`<key>:username` and `<key>:password` for basic). */
  readonly credentials: Readonly<Record<string, string>>;
  readonly body: {
    readonly media: number;
    /** For JSON bodies: the raw editor, or one input per top-level property. */
    readonly editor: 'json' | 'form';
    readonly text: string;
    readonly fields: Readonly<Record<string, FieldValue>>;
    readonly file?: File;
  };
}

/** The text an input starts with for a prefilled value. */
export function valueText(
  field: Pick<PlaygroundField, 'kind'>,
  value: unknown,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (field.kind === 'array' && Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function prefilled(fields: readonly PlaygroundField[]): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      const text = valueText(f, f.value);
      return text === undefined ? [] : [[f.name, text]];
    }),
  );
}

/** The form's starting state: the first server, prefilled values, `x-default` credentials. */
export function initialValues(spec: PlaygroundSpec): PlaygroundValues {
  const credentials: Record<string, string> = {};
  for (const option of spec.security)
    for (const c of option.credentials) if (c.value !== undefined) credentials[c.scheme] = c.value;
  const firstBody = spec.body?.media[0];
  return {
    server: 0,
    serverVariables: {},
    baseUrl: '',
    params: {
      path: prefilled(spec.parameters.path),
      query: prefilled(spec.parameters.query),
      header: prefilled(spec.parameters.header),
      cookie: prefilled(spec.parameters.cookie),
    },
    security: 0,
    credentials,
    body: {
      media: 0,
      editor: 'json',
      text: firstBody?.value ?? '',
      fields: prefilled(firstBody?.fields ?? []),
    },
  };
}
