import type { SiteChrome } from './layout-model.js';

/** docs.json's `seo.organization`: the publisher of every page's structured data. */
export interface SiteOrganization {
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly legalName?: string | undefined;
  readonly url?: string | undefined;
  readonly logo?: string | undefined;
  readonly sameAs?: readonly string[] | undefined;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** `seo.organization` as given (its string fields and `sameAs` URLs); undefined when it is not an object. */
export function organizationOfConfig(seo: unknown): SiteOrganization | undefined {
  const o = (seo as { organization?: unknown } | undefined)?.organization;
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return undefined;
  const r = o as Record<string, unknown>;
  const sameAs = Array.isArray(r.sameAs) ? r.sameAs.filter((u) => typeof u === 'string') : [];
  return {
    id: str(r.id),
    name: str(r.name),
    legalName: str(r.legalName),
    url: str(r.url),
    logo: str(r.logo),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The Organization node of the JSON-LD graph, as the reference describes it: `seo.organization`'s
 * fields, else the site's name, its origin (`<origin>/#organization` as `@id`) and its logo.
 */
export function organizationNode(chrome: SiteChrome): Record<string, unknown> {
  const org = chrome.organization ?? {};
  const origin = chrome.baseUrl ? new URL(chrome.baseUrl).origin : undefined;
  const logo =
    org.logo ??
    (chrome.baseUrl && chrome.logo ? new URL(chrome.logo.light, chrome.baseUrl).href : undefined);
  const node: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': org.id ?? (origin ? `${origin}/#organization` : undefined),
    name: org.name ?? chrome.name,
    legalName: org.legalName,
    url: org.url ?? origin,
    logo,
    sameAs: org.sameAs,
  };
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined));
}
