import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

/** The primary colour the reference gives a mint.json without `colors`. */
const DEFAULT_PRIMARY = '#16A34A';

/** docs.json's `colors`: `primary`, `light` and `dark` as they were (the background colours go to `background.color`). */
export function upgradeColors(mint: MintValue, ctx: UpgradeContext): Upgraded {
  const colors = mint.get('colors');
  if (!colors) return { primary: DEFAULT_PRIMARY };
  if (!colors.isObject) return carry(colors) as Upgraded;
  dropOtherKeys(ctx, colors, ['primary', 'light', 'dark', 'background'], {
    anchors:
      'docs.json has no colour shared by all anchors; the upgrade keeps the colour each anchor sets ("color" on the anchor).',
    ultraLight: 'A deprecated mint.json colour that docs.json does not have.',
    ultraDark: 'A deprecated mint.json colour that docs.json does not have.',
  });
  return built(colors, {
    primary: carry(colors.get('primary')),
    light: carry(colors.get('light')),
    dark: carry(colors.get('dark')),
  }) as Upgraded;
}
