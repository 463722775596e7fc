import { readApiSettings, type ApiSettings } from '@quire/openapi';

/** docs.json `api` as the endpoint reference and the playground read it, with the defaults applied. */
export interface ReferenceSettings extends ApiSettings {
  /** `api.params.expanded: "all"`: nested fields start open. */
  readonly paramsExpanded: boolean;
  /** `api.params.post`: schema keys whose values become pills after every field name. */
  readonly paramsPost: readonly string[];
  /** `api.playground.proxy` (default true): requests go through the site's server. */
  readonly proxy: boolean;
  /** `api.playground.credentials` (default false): send cookies cross-origin when not proxied. */
  readonly credentials: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads docs.json `api` (any value; what is not understood takes its default). */
export function readReferenceSettings(api: unknown): ReferenceSettings {
  const a = isObject(api) ? api : {};
  const params = isObject(a['params']) ? a['params'] : {};
  const playground = isObject(a['playground']) ? a['playground'] : {};
  const post = Array.isArray(params['post'])
    ? params['post'].filter((k): k is string => typeof k === 'string')
    : [];
  return {
    ...readApiSettings(api),
    paramsExpanded: params['expanded'] === 'all',
    paramsPost: post,
    proxy: playground['proxy'] !== false,
    credentials: playground['credentials'] === true,
  };
}
