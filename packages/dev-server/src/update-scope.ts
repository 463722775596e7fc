import type { SiteModel } from '@quire/navigation';
import type { SiteAssets, SiteChrome } from '@quire/render';
import type { FileChange } from './apply-source-changes.js';

/**
 * What open pages have to do after a change: nothing (a static file), swap stylesheets, swap the
 * content in place, swap content and navigation in place, or load again (the layout around changed).
 */
export type UpdateScope = 'none' | 'style' | 'content' | 'navigation' | 'reload';

/** The parts of the site an update is judged by. */
export interface SiteShape {
  readonly model: SiteModel;
  readonly chrome: SiteChrome;
  readonly assets: SiteAssets;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function layoutChanged(before: SiteShape, after: SiteShape): boolean {
  if (!same(before.assets, after.assets) || !same(before.chrome, after.chrome)) return true;
  const a = before.model;
  const b = after.model;
  return (
    !same(a.global, b.global) ||
    !same(a.languages, b.languages) ||
    !same(a.versions, b.versions) ||
    !same(a.settings, b.settings)
  );
}

export function updateScope(
  changes: readonly FileChange[],
  before: SiteShape,
  after: SiteShape,
): UpdateScope {
  const kinds = new Set(changes.map((c) => c.kind));
  if (kinds.has('ignore-rules') || kinds.has('script') || layoutChanged(before, after))
    return 'reload';
  if (before.model !== after.model && !same(before.model, after.model)) return 'navigation';
  if ([...kinds].every((k) => k === 'static')) return 'none';
  if ([...kinds].every((k) => k === 'static' || k === 'style')) return 'style';
  return 'content';
}
