import type { HttpMethod } from './http-methods.js';
import type { SchemaModel } from './schema-model.js';

/** The playground an endpoint page shows (`api.playground.display`, overridable per page). */
export type PlaygroundMode = 'interactive' | 'simple' | 'none' | 'auth';

export interface ServerModel {
  /** The URL with variables replaced by their defaults. */
  readonly url: string;
  /** The URL as written (`https://{region}.example.com`). */
  readonly template: string;
  readonly description?: string;
  readonly variables: Readonly<
    Record<
      string,
      { readonly default: string; readonly enum?: readonly string[]; readonly description?: string }
    >
  >;
}

export interface SecuritySchemeModel {
  /** The key in `components.securitySchemes`. */
  readonly key: string;
  readonly type: string;
  readonly description?: string;
  /** apiKey: where and under which name the key goes. */
  readonly in?: string;
  readonly name?: string;
  /** http: `bearer`, `basic`, … */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly flows?: Readonly<Record<string, unknown>>;
  readonly openIdConnectUrl?: string;
  readonly scopes: readonly string[];
  /** `x-default`: prefills the auth input. */
  readonly defaultValue?: string;
}

/** One way to authenticate: all of its schemes together. The page offers the alternatives. */
export interface SecurityRequirementModel {
  readonly schemes: readonly SecuritySchemeModel[];
}

export interface ExampleModel {
  readonly name: string;
  readonly summary?: string;
  readonly description?: string;
  readonly value: unknown;
  /** True when made from the schema, false when the spec gives it. */
  readonly generated: boolean;
}

export interface MediaTypeModel {
  readonly mediaType: string;
  readonly schema?: SchemaModel;
  readonly examples: readonly ExampleModel[];
}

export interface ParameterModel {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly description?: string;
  readonly schema?: SchemaModel;
  readonly style?: string;
  readonly explode?: boolean;
  readonly example?: unknown;
}

export interface RequestBodyModel {
  readonly description?: string;
  readonly required: boolean;
  readonly content: readonly MediaTypeModel[];
}

export interface ResponseModel {
  /** `200`, `4XX`, `default`. */
  readonly status: string;
  readonly description: string;
  readonly headers: readonly ParameterModel[];
  readonly content: readonly MediaTypeModel[];
}

export interface CallbackModel {
  readonly name: string;
  readonly expression: string;
  readonly method: HttpMethod;
  readonly summary?: string;
  readonly description?: string;
  readonly requestBody?: RequestBodyModel;
  readonly responses: readonly ResponseModel[];
}

export interface CodeSample {
  /** Canonical language key (`bash`, `python`, `javascript`, …). */
  readonly lang: string;
  readonly label: string;
  readonly source: string;
  /** False for `x-codeSamples` from the spec. */
  readonly generated: boolean;
}

export interface EndpointParameters {
  readonly path: readonly ParameterModel[];
  readonly query: readonly ParameterModel[];
  readonly header: readonly ParameterModel[];
  readonly cookie: readonly ParameterModel[];
}

/** Everything an endpoint page shows, as one plain, serialisable object. */
export interface EndpointPage {
  readonly kind: 'endpoint' | 'webhook';
  readonly spec: string;
  readonly method: HttpMethod;
  /** The path (`/users/{id}`); for a webhook, its name. */
  readonly path: string;
  readonly operationId?: string;
  readonly title: string;
  readonly summary?: string;
  readonly description?: string;
  readonly deprecated: boolean;
  readonly tags: readonly string[];
  readonly servers: readonly ServerModel[];
  /** Server URL + path, when `api.url` is `full`. */
  readonly fullUrl?: string;
  readonly security: readonly SecurityRequirementModel[];
  readonly parameters: EndpointParameters;
  readonly requestBody?: RequestBodyModel;
  readonly responses: readonly ResponseModel[];
  readonly callbacks: readonly CallbackModel[];
  readonly codeSamples: readonly CodeSample[];
  readonly playground: PlaygroundMode;
  /** `x-mint` of the operation. */
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly mintContent?: string;
  readonly groups?: readonly string[];
  /** Targets of schema references kept as references (cycles), by key. */
  readonly definitions: Readonly<Record<string, SchemaModel>>;
  /** For pages with frontmatter `openapi:`: the page's own MDX body. */
  readonly content?: string;
}
