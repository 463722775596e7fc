import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

/** docs.json's `appearance` from mint.json's `modeToggle`: `default` as it was, `isHidden` as `strict`. */
export function upgradeAppearance(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const toggle = mint.get('modeToggle');
  if (!toggle) return undefined;
  if (!toggle.isObject) return carry(toggle);
  dropOtherKeys(ctx, toggle, ['default', 'isHidden']);
  return built(toggle, {
    default: carry(toggle.get('default')),
    strict: carry(toggle.get('isHidden')),
  });
}
