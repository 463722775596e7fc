import type { Redirect } from '@quire/render';

/** The well-formed entries of docs.json `redirects` (validation reports the others). */
export function siteRedirects(config: unknown): Redirect[] {
  const list =
    config && typeof config === 'object'
      ? (config as { redirects?: unknown }).redirects
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is Redirect =>
      !!r &&
      typeof r === 'object' &&
      typeof (r as Redirect).source === 'string' &&
      typeof (r as Redirect).destination === 'string',
  );
}
