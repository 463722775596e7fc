import { asString, type JsonObject } from '../read-json.js';
import { enc, type IntegrationTag } from './integration-tag.js';

/** A bundle id as Transcend documents it: letters, digits, `-` and `_`. */
const BUNDLE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * docs.json `integrations.transcend` (`bundleId`, `analyticsPurpose`): Transcend's airgap.js for
 * the bundle, which shows Transcend's banner, and the purpose whose consent the other tags wait
 * for (`Analytics` unless renamed). Undefined without a usable bundle id.
 */
export function transcendConsent(
  settings: JsonObject | undefined,
): { readonly tags: readonly IntegrationTag[]; readonly purpose: string } | undefined {
  const bundleId = asString(settings?.bundleId);
  if (!bundleId || !BUNDLE_ID.test(bundleId)) return undefined;
  return {
    tags: [
      {
        provider: 'transcend',
        src: `https://transcend-cdn.com/cm/${enc(bundleId)}/airgap.js`,
        attrs: { 'data-cfasync': 'false' },
      },
    ],
    purpose: asString(settings?.analyticsPurpose) || 'Analytics',
  };
}
