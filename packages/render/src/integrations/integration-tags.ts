import { asBoolean, asObject, asString } from '../read-json.js';
import type { IntegrationTag, Snippet } from './integration-tag.js';
import { LOADED_TAGS } from './loaded-tags.js';
import { QUEUED_TAGS } from './queued-tags.js';
import { SCRIPT_TAGS } from './script-tags.js';
import { transcendConsent } from './transcend-consent.js';

export type { IntegrationTag } from './integration-tag.js';

const SNIPPETS: Readonly<Record<string, Snippet>> = {
  ...SCRIPT_TAGS,
  ...QUEUED_TAGS,
  ...LOADED_TAGS,
};

/** Analytics providers, in the order their tags are written. */
const ANALYTICS = [
  'adobe',
  'amplitude',
  'clarity',
  'clearbit',
  'fathom',
  'ga4',
  'gtm',
  'heap',
  'hightouch',
  'hotjar',
  'koala',
  'logrocket',
  'mixpanel',
  'pirsch',
  'plausible',
  'posthog',
  'segment',
];

/** Support widgets: not telemetry, so `telemetry.enabled: false` leaves them on. */
const SUPPORT = ['intercom', 'frontchat'];

/** What the tags wait for before they start; every condition given must hold. */
export interface IntegrationConsent {
  /** docs.json `integrations.cookies`: the browser's local storage holds `value` under `key` (any non-empty value without `value`). */
  readonly key?: string | undefined;
  readonly value?: string | undefined;
  /** docs.json `integrations.transcend`: Transcend's airgap.js says the visitor consented to this purpose. */
  readonly purpose?: string | undefined;
}

/** The third-party tags every page carries, and the consent they wait for. */
export interface IntegrationTags {
  readonly tags: readonly IntegrationTag[];
  /** The consent manager's own loader (Transcend's airgap.js): it runs at once, to show its banner. */
  readonly consentManager?: readonly IntegrationTag[] | undefined;
  /** With consent settings, the tags stay inert until every condition holds. */
  readonly consent?: IntegrationConsent | undefined;
}

/** The providers Quire emits a snippet for, in the order their tags are written. */
export const INTEGRATION_PROVIDERS: readonly string[] = [...ANALYTICS, ...SUPPORT];

/**
 * docs.json `integrations` as tags: each configured provider's snippet with its ids, analytics
 * left out when `telemetry.enabled` is false (support widgets stay), waiting for the consent of
 * `cookies` and of Transcend's airgap.js (`transcend`). `onetrust`, which Quire does not load, is
 * reported by `validate`, not here. Undefined without any tag.
 */
export function integrationTags(value: unknown): IntegrationTags | undefined {
  const integrations = asObject(value);
  if (!integrations) return undefined;
  const telemetry = asBoolean(asObject(integrations.telemetry)?.enabled) !== false;
  const settingsOf = (name: string) => {
    const v = integrations[name];
    // The reference's own page writes Front Chat as a bare id.
    return typeof v === 'string' && name === 'frontchat' ? { snippetId: v } : asObject(v);
  };
  const tags: IntegrationTag[] = [];
  for (const name of telemetry ? INTEGRATION_PROVIDERS : SUPPORT) {
    const settings = settingsOf(name);
    if (settings) tags.push(...(SNIPPETS[name]?.(settings) ?? []));
  }
  if (tags.length === 0) return undefined;
  const cookies = asObject(integrations.cookies);
  const key = asString(cookies?.key) || undefined;
  const transcend = transcendConsent(asObject(integrations.transcend));
  if (!key && !transcend) return { tags };
  return {
    tags,
    ...(transcend ? { consentManager: transcend.tags } : {}),
    consent: {
      ...(key ? { key, value: asString(cookies?.value) } : {}),
      ...(transcend ? { purpose: transcend.purpose } : {}),
    },
  };
}
