export { openapiCodes, type OpenApiCode } from './codes.js';
export { HTTP_METHODS, toHttpMethod, type HttpMethod } from './http-methods.js';
export {
  parseEndpointRef,
  formatEndpointRef,
  isWebhookRef,
  type EndpointRef,
  type OperationRef,
  type WebhookRef,
} from './parse-endpoint-ref.js';
export type { OpenApiIndex, OpenApiSpec, OperationEntry, TagEntry } from './openapi-index.js';
export { loadOpenApiIndex, type LoadOpenApiIndexOptions } from './load-openapi-index.js';
export { specsReached, type SpecsReached, type PageOpenApiValue } from './specs-reached.js';
export { createFetchRemote, type FetchRemote } from './load-remote-spec-text.js';
export { specSourcesOf, normalizeSpecPath, isRemoteSpec, type SpecSource } from './spec-sources.js';
export { findSpec } from './find-spec.js';
export { specsForMisnamedSpec } from './specs-for-misnamed-spec.js';
export {
  resolveEndpointRef,
  findOperation,
  type EndpointResolution,
  type ResolveEndpointOptions,
} from './resolve-endpoint-ref.js';
export {
  sanitizeSlugPart,
  endpointPageSlug,
  endpointPageStem,
  titleFromSlug,
  claimSlug,
  DEFAULT_API_DIRECTORY,
} from './endpoint-page-slug.js';
export {
  generateEndpointEntries,
  endpointNavPage,
  UNTAGGED_GROUP,
  type EndpointNavGroup,
  type EndpointNavPage,
  type GenerateEndpointOptions,
  type GeneratedEndpoints,
} from './generate-endpoint-entries.js';
export {
  collectNavigationOpenApi,
  type NavigationOpenApi,
  type NavEndpointRef,
  type OpenApiSetting,
} from './collect-navigation-openapi.js';
export {
  collectOpenApiDiagnostics,
  type ConfigLocate,
  type FrontmatterOpenApi,
  type OpenApiCheckInput,
  type OpenApiStats,
} from './collect-openapi-diagnostics.js';
export {
  validateOpenApi,
  defaultCacheDir as defaultOpenApiCacheDir,
  type ValidateOpenApiInput,
  type OpenApiValidation,
} from './validate-openapi.js';
export {
  buildEndpointPage,
  createEndpointPageCache,
  type EndpointPageCache,
  type EndpointPageSource,
} from './build-endpoint-page.js';
export type {
  EndpointPage,
  EndpointParameters,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  MediaTypeModel,
  ExampleModel,
  CallbackModel,
  CodeSample,
  ServerModel,
  SecurityRequirementModel,
  SecuritySchemeModel,
  PlaygroundMode,
} from './endpoint-page.js';
export type {
  SchemaModel,
  SchemaNodeModel,
  SchemaRefModel,
  SchemaProperty,
  SchemaConstraints,
} from './schema-model.js';
export { readApiSettings, type ApiSettings } from './read-api-settings.js';
export { exampleFromSchema, type ExampleOptions } from './generate-example.js';
export {
  CODE_LANGUAGES,
  DEFAULT_CODE_LANGUAGES,
  canonicalLanguage,
} from './code-samples/code-languages.js';
