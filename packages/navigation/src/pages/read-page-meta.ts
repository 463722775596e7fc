import type { Icon } from '../model.js';
import { booleanField, iconField, stringField } from '../read/json-fields.js';

/** What navigation reads from a page's frontmatter. */
export interface PageMeta {
  readonly title?: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly icon?: Icon;
  readonly tag?: string;
  readonly hidden: boolean;
  readonly deprecated: boolean;
  /** An external URL the navigation entry links to instead of the page. */
  readonly url?: string;
  /** The endpoint reference of an API page (`openapi: GET /users`). */
  readonly openapi?: string;
  /** The method and URL of a hand-written API page (`api: POST /v1/users`). */
  readonly api?: string;
}

/**
 * A text as written: YAML may read a title as a number or a boolean (`title: 3.8`); a title of
 * spaces is kept (it is a deliberately blank heading, as on the reference platform).
 */
function textField(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Narrows frontmatter data to the fields navigation uses; wrong types are ignored (validation reports them). */
export function readPageMeta(data: Readonly<Record<string, unknown>> | undefined): PageMeta {
  if (!data) return { hidden: false, deprecated: false };
  return {
    title: textField(data.title),
    sidebarTitle: textField(data.sidebarTitle),
    description: textField(data.description),
    icon: iconField(data.icon, data.iconType),
    tag: textField(data.tag),
    hidden: booleanField(data.hidden) ?? false,
    deprecated: booleanField(data.deprecated) ?? false,
    url: stringField(data.url)?.trim(),
    openapi: stringField(data.openapi)?.trim(),
    api: stringField(data.api)?.trim(),
  };
}
