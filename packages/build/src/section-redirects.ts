import type { Route } from '@quire/navigation';

/**
 * Where a section's path sends the reader when no page has it (`/api`, `/guides/setup` above
 * `/guides/setup/install`): the first page under it in reading order, as the reference does.
 * `/` is the home redirect's (`homeRedirect`), not a section's.
 */
export function sectionRedirects(routes: readonly Route[]): Map<string, string> {
  const pages = new Set(routes.map((r) => r.url));
  const out = new Map<string, string>();
  for (const route of routes) {
    if (route.kind === 'link' || route.hidden) continue;
    const segments = route.url.split('/').filter(Boolean);
    for (let n = 1; n < segments.length; n++) {
      const section = `/${segments.slice(0, n).join('/')}`;
      if (!pages.has(section) && !out.has(section)) out.set(section, route.url);
    }
  }
  return out;
}
