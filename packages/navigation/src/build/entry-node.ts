import { normalizePagePath } from '@quire/config';
import type { NavPageNode } from '../model.js';
import type { SpecEntry } from '../read/spec-node.js';
import type { Occurrence, Scope } from './occurrence.js';
import { titleFromPath } from '../pages/title-from-path.js';
import { urlForPath } from '../pages/url-for-path.js';
import { pageNode } from './page-node.js';
import type { PageSource } from './page-source.js';
import type { WalkEnv } from './walk-env.js';

/** Records that `page` is listed under `scope`, and adds it to the pages of its language and version. */
export function recordOccurrence(env: WalkEnv, page: PageSource, scope: Scope): Occurrence {
  const occurrence = { page, scope, visible: !scope.hidden && !page.hidden };
  env.occurrences.push(occurrence);
  for (const switcher of [scope.language, scope.version]) {
    switcher?.pages.add(page);
  }
  return occurrence;
}

/** The page a `pages` string or group `root` names; undefined when there is none (`nav/missing-page` reports it). */
export function resolvePageEntry(env: WalkEnv, entry: SpecEntry): PageSource | undefined {
  const file = env.index.resolve(normalizePagePath(entry.text));
  return file === undefined ? undefined : env.registry.file(file, entry.pointer);
}

/**
 * The sidebar node of a page file listed in `pages`, recorded where it is listed. A missing page
 * whose URL a redirect covers is still listed, as on the reference platform: a link to its URL,
 * which the redirect serves (`nav/missing-page-redirected` warns about it).
 */
export function pageEntryNode(
  env: WalkEnv,
  entry: SpecEntry,
  scope: Scope,
): NavPageNode | undefined {
  const page = resolvePageEntry(env, entry);
  if (!page) {
    const path = normalizePagePath(entry.text);
    const url = urlForPath(path);
    return env.redirected(url)
      ? { kind: 'link', url, title: titleFromPath(path), hidden: false, deprecated: false }
      : undefined;
  }
  recordOccurrence(env, page, scope);
  return pageNode(page);
}
