import type { Diagnostic, Location } from '@quire/diagnostics';
import type { EndpointCatalog } from '../openapi/endpoint-catalog.js';
import type { PageIndex } from '../pages/create-page-index.js';
import type { Occurrence } from './occurrence.js';
import type { PageRegistry } from './page-registry.js';

/** What the navigation walk reads and where it records what it finds. */
export interface WalkEnv {
  readonly index: PageIndex;
  readonly registry: PageRegistry;
  readonly catalog: EndpointCatalog;
  readonly diagnostics: Diagnostic[];
  readonly locate: (pointer: string, part?: 'key' | 'value') => Location;
  /** Every listing of a page, in navigation order. */
  readonly occurrences: Occurrence[];
  /** Whether one of the config's `redirects` covers a URL (a listed page that is missing is then still listed). */
  readonly redirected: (url: string) => boolean;
}
