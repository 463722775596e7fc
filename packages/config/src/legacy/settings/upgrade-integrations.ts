import type { MintValue } from '../mint-value.js';
import type { UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

/** mint.json integrations given as one ID, and the key of that ID in docs.json. */
const ID_KEYS: Readonly<Record<string, string>> = { intercom: 'appId', frontchat: 'snippetId' };

/**
 * docs.json's `integrations`: every `analytics` provider as it was (the settings have the same
 * names), Intercom's app ID as `intercom.appId` and Front's chat ID as `frontchat.snippetId`.
 */
export function upgradeIntegrations(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const analytics = mint.get('analytics');
  const integrations = mint.get('integrations');
  const from = analytics ?? integrations;
  if (!from) return undefined;
  const out: Record<string, Upgraded | undefined> = {};
  for (const [key, value] of analytics?.entries() ?? []) out[key] = carry(value);
  for (const [key, value] of integrations?.entries() ?? []) {
    const idKey = ID_KEYS[key];
    if (idKey !== undefined) {
      out[key] = built(value, { [idKey]: carry(value) });
    } else if (key === 'osano') {
      ctx.drop(
        value,
        'docs.json has no Osano integration; add its script as a custom script (a .js file in the docs folder) instead.',
      );
    } else {
      ctx.drop(value, 'It is not an integration of the mint.json format.');
    }
  }
  return built(from, out);
}
