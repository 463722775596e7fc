import type { MintValue } from './mint-value.js';
import { upgradeNavigation } from './navigation/upgrade-navigation.js';
import { DROPPED_SETTINGS, UPGRADED_SETTINGS } from './dropped-settings.js';
import { upgradeApi } from './settings/upgrade-api.js';
import { upgradeAppearance } from './settings/upgrade-appearance.js';
import { upgradeBackground } from './settings/upgrade-background.js';
import { upgradeColors } from './settings/upgrade-colors.js';
import { upgradeFonts } from './settings/upgrade-fonts.js';
import { upgradeFooter } from './settings/upgrade-footer.js';
import { upgradeIntegrations } from './settings/upgrade-integrations.js';
import { upgradeNavbar } from './settings/upgrade-navbar.js';
import { upgradeSearch, upgradeSeo } from './settings/upgrade-seo.js';
import { upgradeStyling } from './settings/upgrade-styling.js';
import { upgradeTheme } from './settings/upgrade-theme.js';
import { dropOtherKeys, type UpgradeContext } from './upgrade-context.js';
import { built, carry, type Upgraded } from './upgraded-value.js';

/** The `$schema` of docs.json, which the upgrade writes first. */
export const DOCS_SCHEMA_URL = 'https://mintlify.com/docs.json';

/**
 * mint.json (the reference's older format) as docs.json, one transform per part, in the order the
 * docs.json reference lists its settings. What has no place in docs.json is reported through `ctx`.
 */
export function upgradeMintConfig(mint: MintValue, ctx: UpgradeContext): Upgraded {
  if (!mint.isObject) return carry(mint) as Upgraded;
  dropOtherKeys(ctx, mint, UPGRADED_SETTINGS, DROPPED_SETTINGS);
  const schema = mint.get('$schema');
  return {
    $schema: schema ? built(schema, DOCS_SCHEMA_URL) : DOCS_SCHEMA_URL,
    theme: upgradeTheme(mint, ctx),
    name: carry(mint.get('name')),
    colors: upgradeColors(mint, ctx),
    logo: carry(mint.get('logo')),
    favicon: carry(mint.get('favicon')),
    appearance: upgradeAppearance(mint, ctx),
    fonts: upgradeFonts(mint, ctx),
    background: upgradeBackground(mint, ctx),
    styling: upgradeStyling(mint, ctx),
    navbar: upgradeNavbar(mint, ctx),
    navigation: upgradeNavigation(mint, ctx),
    footer: upgradeFooter(mint, ctx),
    search: upgradeSearch(mint, ctx),
    seo: upgradeSeo(mint, ctx),
    api: upgradeApi(mint, ctx),
    integrations: upgradeIntegrations(mint, ctx),
    redirects: carry(mint.get('redirects')),
  };
}

export type { UpgradeContext };
