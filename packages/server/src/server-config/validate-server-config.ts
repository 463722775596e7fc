import type { ErrorObject } from 'ajv';
import { createAjv } from '../create-ajv.js';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { createDiagnostic, createLineIndex, type Diagnostic } from '@quire/diagnostics';
import { locateJsonPath } from './locate-json-path.js';
import { SERVER_CONFIG_SCHEMA } from './server-config-schema.js';

/** A `model` block of the file (the service's, or a project's). */
export interface ModelFileSettings {
  readonly url?: string;
  /** The older name of `url` (projects only). */
  readonly baseUrl?: string;
  readonly model?: string;
  readonly apiKeyEnv?: string;
  readonly timeoutMs?: number;
}

/** The parsed file as the schema describes it. */
export interface ServerConfigFile {
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly trustProxy?: boolean;
  readonly model?: ModelFileSettings;
  readonly agent?: {
    readonly concurrency?: number;
    readonly timeLimitSeconds?: number;
    readonly leaseSeconds?: number;
    readonly maxAttempts?: number;
  };
  readonly sites?: Readonly<
    Record<
      string,
      { readonly site?: string; readonly docs?: string; readonly assistantKey?: string }
    >
  >;
  readonly projects?: Readonly<
    Record<
      string,
      {
        readonly repository: string;
        readonly baseBranch?: string;
        readonly docsRoot?: string;
        readonly domain?: string;
        readonly forge?:
          | { readonly kind: 'none' }
          | {
              readonly kind: 'github';
              readonly apiUrl?: string;
              readonly tokenEnv?: string;
              readonly repository?: string;
            };
        readonly model?: ModelFileSettings;
        readonly draftPullRequests?: boolean;
      }
    >
  >;
  readonly limits?: {
    readonly bodyBytes?: number;
    readonly perKey?: false | { readonly requests: number; readonly windowSeconds: number };
    readonly perAddress?: false | { readonly requests: number; readonly windowSeconds: number };
    readonly mcp?: false | { readonly requests: number; readonly windowSeconds: number };
    readonly feedback?: false | { readonly requests: number; readonly windowSeconds: number };
  };
  readonly http?: {
    readonly headersTimeoutSeconds?: number;
    readonly requestTimeoutSeconds?: number;
    readonly keepAliveTimeoutSeconds?: number;
    readonly connectionsPerAddress?: number | false;
  };
}

const dotted = (pointer: string) => pointer.slice(1).replace(/\//g, '.') || '(the file)';

function describe(error: ErrorObject): { message: string; pointer: string; key: boolean } {
  const at = error.instancePath;
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return {
      message: `unknown key "${String(p['additionalProperty'])}" in ${dotted(at)}`,
      pointer: `${at}/${String(p['additionalProperty'])}`,
      key: true,
    };
  if (error.keyword === 'required')
    return {
      message: `${dotted(at)} has no "${String(p['missingProperty'])}", which is required`,
      pointer: at,
      key: false,
    };
  if (error.keyword === 'propertyNames')
    return {
      message: `the name "${String(p['propertyName'])}" in ${dotted(at)} is not allowed: use letters, digits, ".", "_" and "-"`,
      pointer: `${at}/${String(p['propertyName'])}`,
      key: true,
    };
  return { message: `${dotted(at)} ${error.message ?? 'is not allowed'}`, pointer: at, key: false };
}

/** Parses and validates the text of quire.server.json: the value, or every problem with its place. */
export function validateServerConfig(
  text: string,
  file: string,
): { readonly value?: ServerConfigFile; readonly diagnostics: readonly Diagnostic[] } {
  const errors: ParseError[] = [];
  const value = parse(text, errors, {
    allowTrailingComma: false,
    disallowComments: true,
  }) as unknown;
  if (errors.length > 0) {
    const lines = createLineIndex(text);
    return {
      diagnostics: errors.map((e) =>
        createDiagnostic({
          code: 'server/config-json',
          message: `${file} is not valid JSON: ${printParseErrorCode(e.error)}`,
          hint: 'Fix the JSON syntax at this place.',
          at: { file, ...lines.position(e.offset) },
        }),
      ),
    };
  }
  const ajv = createAjv({ allErrors: true, strict: false });
  const validate = ajv.compile<ServerConfigFile>(SERVER_CONFIG_SCHEMA);
  if (validate(value)) return { value, diagnostics: [] };
  // oneOf failures repeat the same place; keep the most specific problem of each place.
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const { message, pointer, key } = describe(error);
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    diagnostics.push(
      createDiagnostic({
        code: 'server/config-invalid',
        message,
        hint: 'See the server config reference in the API section of the docs.',
        at: locateJsonPath(text, file, pointer, key),
      }),
    );
  }
  return { diagnostics };
}
