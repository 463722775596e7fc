import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

/**
 * docs.json's `background` from three mint.json settings: `backgroundImage` (→ `image`),
 * `background.style` (→ `decoration`) and `colors.background` (→ `color`).
 */
export function upgradeBackground(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const background = mint.get('background');
  const image = mint.get('backgroundImage');
  const colors = mint.get('colors')?.get('background');
  const from = background ?? image ?? colors;
  if (!from) return undefined;
  if (background?.isObject) dropOtherKeys(ctx, background, ['style']);
  if (colors?.isObject) dropOtherKeys(ctx, colors, ['light', 'dark']);
  return built(from, {
    image: carry(image),
    decoration: background?.isObject ? carry(background.get('style')) : carry(background),
    color: colors?.isObject
      ? built(colors, { light: carry(colors.get('light')), dark: carry(colors.get('dark')) })
      : carry(colors),
  });
}
