import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

/** docs.json's `seo`: mint.json's `metadata` as `metatags`, `seo.indexHiddenPages` as `indexing` (`all` or `navigable`). */
export function upgradeSeo(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const metadata = mint.get('metadata');
  const seo = mint.get('seo');
  const from = metadata ?? seo;
  if (!from) return undefined;
  if (seo?.isObject) dropOtherKeys(ctx, seo, ['indexHiddenPages']);
  const hidden = seo?.get('indexHiddenPages');
  return built(from, {
    metatags: carry(metadata),
    indexing: hidden ? built(hidden, hidden.value === true ? 'all' : 'navigable') : undefined,
  });
}

/** docs.json's `search`: the `prompt` of the search bar (where the bar sits comes from the theme). */
export function upgradeSearch(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const search = mint.get('search');
  if (!search?.isObject) return carry(search);
  dropOtherKeys(ctx, search, ['prompt'], {
    location: 'In docs.json the theme places the search bar; there is no "location" option.',
  });
  const prompt = search.get('prompt');
  return prompt ? built(search, { prompt: carry(prompt) }) : undefined;
}
