import type { LinkSource } from './check-links.js';
import type { LinkTargets } from './link-targets.js';
import { resolveLink } from './resolve-link.js';

/** The URLs of the pages whose ids the links' fragments need (same-page `#x` included), sorted. */
export function linkedAnchorUrls(sources: readonly LinkSource[], targets: LinkTargets): string[] {
  const out = new Set<string>();
  for (const source of sources) {
    for (const link of source.links) {
      for (const base of source.urls) {
        const resolved = resolveLink(link.url, base);
        if (resolved.kind === 'same-page') {
          if (resolved.fragment !== '') out.add(base);
        } else if (resolved.kind === 'path' && resolved.fragment) {
          const match = targets.find(resolved.path);
          if (match?.kind === 'route') out.add(match.url);
        }
      }
    }
  }
  return [...out].sort();
}
