import type { LoadedSiteModel } from '@quire/navigation';

const record = (v: unknown): Readonly<Record<string, unknown>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** docs.json's `metadata.timestamp`: every page shows its last-modified date (default false). */
export const timestampsOfConfig = (config: unknown): boolean =>
  record(record(config).metadata).timestamp === true;

/** Whether any page will show a date, so that git's history is worth reading. */
export function needsLastModified(loaded: LoadedSiteModel): boolean {
  if (timestampsOfConfig(loaded.config.value)) return true;
  for (const fm of loaded.frontmatter.values()) if (fm.data.timestamp === true) return true;
  return false;
}

/** `YYYY-MM-DD` or an ISO 8601 timestamp, as the reference takes `lastUpdatedDate`; undefined otherwise. */
function isoDate(v: unknown): string | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString();
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return undefined;
  return Number.isNaN(Date.parse(v)) ? undefined : v;
}

/**
 * The date a page shows as last modified, or undefined when it shows none. Shown when the page's
 * `timestamp` frontmatter says so, else when docs.json's `metadata.timestamp` does; the date is the
 * page's `lastUpdatedDate`, else the last commit that changed its file.
 */
export function pageLastModified(
  fm: Readonly<Record<string, unknown>>,
  site: { readonly timestamps: boolean; readonly gitDate: string | undefined },
): string | undefined {
  const shown = typeof fm.timestamp === 'boolean' ? fm.timestamp : site.timestamps;
  if (!shown) return undefined;
  return isoDate(fm.lastUpdatedDate) ?? site.gitDate;
}
