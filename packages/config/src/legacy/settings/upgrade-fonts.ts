import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

const FONT_KEYS = ['family', 'weight', 'url', 'format'];

function fontOf(font: MintValue | undefined, ctx: UpgradeContext): Upgraded | undefined {
  if (!font) return undefined;
  if (!font.isObject) return carry(font);
  dropOtherKeys(ctx, font, FONT_KEYS);
  return built(font, {
    family: carry(font.get('family')),
    weight: carry(font.get('weight')),
    source: carry(font.get('url')),
    format: carry(font.get('format')),
  });
}

/**
 * docs.json's `fonts` from mint.json's `font`: one font for the site (`url` becomes `source`), or
 * `headings` and `body` fonts (`headings` becomes `heading`).
 */
export function upgradeFonts(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const font = mint.get('font');
  if (!font) return undefined;
  if (!font.isObject || font.get('family')) return fontOf(font, ctx);
  dropOtherKeys(ctx, font, ['headings', 'body']);
  return built(font, {
    heading: fontOf(font.get('headings'), ctx),
    body: fontOf(font.get('body'), ctx),
  });
}
