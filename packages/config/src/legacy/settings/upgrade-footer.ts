import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

/** Social links as an object by platform; the older list form `[{ type, url }]` becomes one. */
function socialsOf(socials: MintValue, ctx: UpgradeContext): Upgraded {
  if (!socials.isArray) return carry(socials) as Upgraded;
  const byType: Record<string, Upgraded | undefined> = {};
  for (const item of socials.items()) {
    const type = item.textAt('type');
    if (type === undefined) {
      ctx.drop(item, 'A social link in the list form needs a "type" (the platform) and a "url".');
      continue;
    }
    dropOtherKeys(ctx, item, ['type', 'url']);
    byType[type] = carry(item.get('url'));
  }
  return built(socials, byType) as Upgraded;
}

/** One link column: `title` → `header`, `links` → `items`, each link's `url` → `href`. */
function columnOf(column: MintValue, ctx: UpgradeContext): Upgraded {
  if (!column.isObject) return carry(column) as Upgraded;
  dropOtherKeys(ctx, column, ['title', 'links']);
  const links = column.get('links');
  const items = links?.items().map((link): Upgraded => {
    if (!link.isObject) return carry(link) as Upgraded;
    dropOtherKeys(ctx, link, ['label', 'url']);
    return built(link, {
      label: carry(link.get('label')),
      href: carry(link.get('url')),
    }) as Upgraded;
  });
  return built(column, {
    header: carry(column.get('title')),
    items: links && items ? built(links, items) : carry(links),
  }) as Upgraded;
}

/** docs.json's `footer` from mint.json's `footer` (socials and link columns) and the older `footerSocials`. */
export function upgradeFooter(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const footer = mint.get('footer');
  const older = mint.get('footerSocials');
  const from = footer ?? older;
  if (!from) return undefined;
  if (footer?.isObject) dropOtherKeys(ctx, footer, ['socials', 'links']);
  const socials = footer?.get('socials') ?? older;
  if (older && socials !== older) {
    ctx.drop(
      older,
      'Both "footer.socials" and "footerSocials" are set; the upgrade keeps "footer.socials".',
    );
  }
  const columns = footer?.get('links');
  return built(from, {
    socials: socials ? socialsOf(socials, ctx) : undefined,
    links: columns?.isArray
      ? built(
          columns,
          columns.items().map((c) => columnOf(c, ctx)),
        )
      : carry(columns),
  });
}
