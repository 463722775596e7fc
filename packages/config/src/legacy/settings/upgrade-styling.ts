import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, type Upgraded } from '../upgraded-value.js';

/** One setting whose values map to docs.json values; anything else is reported and left out. */
function mapped(
  parent: MintValue | undefined,
  key: string,
  values: Readonly<Record<string, string>>,
  ctx: UpgradeContext,
): Upgraded | undefined {
  if (!parent) return undefined;
  dropOtherKeys(ctx, parent, [key]);
  const setting = parent.get(key);
  if (!setting) return undefined;
  const to = setting.text !== undefined ? values[setting.text] : undefined;
  if (to === undefined) {
    ctx.drop(
      setting,
      `Expected one of ${Object.keys(values)
        .map((v) => `"${v}"`)
        .join(', ')}; it is not carried over.`,
    );
    return undefined;
  }
  return built(setting, to);
}

/** docs.json's `styling`: `eyebrow.display` as `eyebrows`, `codeBlock.mode` as `codeblocks` (`auto` → `system`). */
export function upgradeStyling(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const eyebrows = mapped(
    mint.get('eyebrow'),
    'display',
    { section: 'section', breadcrumbs: 'breadcrumbs' },
    ctx,
  );
  const codeblocks = mapped(mint.get('codeBlock'), 'mode', { dark: 'dark', auto: 'system' }, ctx);
  if (!eyebrows && !codeblocks) return undefined;
  return { eyebrows, codeblocks };
}
