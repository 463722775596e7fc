import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

const BUTTON_STYLE = {
  style: 'docs.json navbar buttons take their shape from the theme; there is no "style" option.',
  arrow: 'docs.json navbar buttons have no arrow option.',
};

const isGithub = (item: MintValue): boolean => item.textAt('type') === 'github';

/** One `topbarLinks` entry as a navbar link: `name` → `label`, `url` → `href`; a GitHub link keeps its type. */
function linkOf(item: MintValue, ctx: UpgradeContext): Upgraded {
  if (!item.isObject) return carry(item) as Upgraded;
  if (isGithub(item)) {
    dropOtherKeys(ctx, item, ['type', 'url', 'name'], BUTTON_STYLE);
    return built(item, { type: 'github', href: carry(item.get('url')) }) as Upgraded;
  }
  dropOtherKeys(ctx, item, ['type', 'name', 'url'], BUTTON_STYLE);
  return built(item, { label: carry(item.get('name')), href: carry(item.get('url')) }) as Upgraded;
}

/** `topbarCtaButton` as the navbar's primary button: a `button` with `label` and `href`, or a `github` button. */
function primaryOf(cta: MintValue | undefined, ctx: UpgradeContext): Upgraded | undefined {
  if (!cta) return undefined;
  if (!cta.isObject) return carry(cta);
  if (isGithub(cta)) {
    dropOtherKeys(ctx, cta, ['type', 'url', 'name'], BUTTON_STYLE);
    return built(cta, { type: 'github', href: carry(cta.get('url')) });
  }
  dropOtherKeys(ctx, cta, ['type', 'name', 'url'], BUTTON_STYLE);
  return built(cta, {
    type: 'button',
    label: carry(cta.get('name')),
    href: carry(cta.get('url')),
  });
}

/** docs.json's `navbar` from mint.json's `topbarLinks` and `topbarCtaButton`. */
export function upgradeNavbar(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const links = mint.get('topbarLinks');
  const cta = mint.get('topbarCtaButton');
  const from = links ?? cta;
  if (!from) return undefined;
  return built(from, {
    links: links?.isArray
      ? built(
          links,
          links.items().map((item) => linkOf(item, ctx)),
        )
      : carry(links),
    primary: primaryOf(cta, ctx),
  });
}
