import { appendPointer } from './append-pointer.js';
import { isRecord } from './is-record.js';
import { parseEndpointRef, type EndpointRef } from './parse-endpoint-ref.js';
import { specSourcesOf, type SpecSource } from './spec-sources.js';

/** An `openapi` setting in docs.json: `api.openapi` or one on a navigation element. */
export interface OpenApiSetting {
  /** JSON Pointer of the setting (`/api/openapi`, `/navigation/tabs/0/openapi`). */
  readonly pointer: string;
  /** JSON Pointer of the element that holds it (`/api` for `api.openapi`). */
  readonly owner: string;
  readonly sources: readonly SpecSource[];
}

/** An endpoint reference in a `pages` array. */
export interface NavEndpointRef {
  readonly pointer: string;
  readonly text: string;
  readonly ref: EndpointRef;
  /** The nearest inherited setting (undefined when there is none). */
  readonly inherited?: OpenApiSetting;
}

/** What the navigation says about OpenAPI: settings, references, and the setting each page inherits. */
export interface NavigationOpenApi {
  readonly settings: readonly OpenApiSetting[];
  readonly references: readonly NavEndpointRef[];
  /** Page path (as written, normalised: no leading slash) → the setting it inherits. */
  readonly pageSettings: ReadonlyMap<string, OpenApiSetting>;
  /**
   * Navigation elements that generate a page for every operation: those with their own `openapi`
   * and no endpoint reference without a spec token relying on it.
   */
  readonly bulk: readonly OpenApiSetting[];
}

const CHILD_KEYS = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'menu',
  'groups',
  'pages',
];

/**
 * Walks docs.json (plain JSON, `$ref`s resolved) with `openapi` inheritance: `api.openapi` is the
 * root default, and each element's own `openapi` is inherited by its descendants until one sets
 * its own. `openapi` on the navigation root itself has no effect and is not inherited.
 */
export function collectNavigationOpenApi(config: unknown): NavigationOpenApi {
  const settings: OpenApiSetting[] = [];
  const references: NavEndpointRef[] = [];
  const pageSettings = new Map<string, OpenApiSetting>();
  const reliedOn = new Set<OpenApiSetting>();
  const api = isRecord(config) && isRecord(config['api']) ? config['api'] : undefined;
  const rootSetting =
    api && api['openapi'] !== undefined ? settingOf('/api', api['openapi']) : undefined;
  if (rootSetting) settings.push(rootSetting);
  const visit = (
    node: unknown,
    pointer: string,
    inherited: OpenApiSetting | undefined,
    isRoot: boolean,
  ): void => {
    if (!isRecord(node)) return;
    let current = inherited;
    if (!isRoot && node['openapi'] !== undefined) {
      current = settingOf(pointer, node['openapi']);
      settings.push(current);
    }
    for (const key of CHILD_KEYS) {
      const children = node[key];
      if (!Array.isArray(children)) continue;
      children.forEach((child, i) => {
        const at = appendPointer(appendPointer(pointer, key), i);
        if (typeof child !== 'string') return visit(child, at, current, false);
        if (key !== 'pages') return;
        const ref = parseEndpointRef(child);
        if (!ref) {
          const page = child.replace(/^\/+/, '');
          if (current && !pageSettings.has(page)) pageSettings.set(page, current);
          return;
        }
        references.push({
          pointer: at,
          text: child,
          ref,
          ...(current ? { inherited: current } : {}),
        });
        if (ref.spec === undefined && current) reliedOn.add(current);
      });
    }
  };
  if (isRecord(config)) visit(config['navigation'], '/navigation', rootSetting, true);
  const bulk = settings.filter((s) => s !== rootSetting && !reliedOn.has(s));
  return { settings, references, pageSettings, bulk };
}

function settingOf(owner: string, value: unknown): OpenApiSetting {
  return { pointer: appendPointer(owner, 'openapi'), owner, sources: specSourcesOf(value) };
}
