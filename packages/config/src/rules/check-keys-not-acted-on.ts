import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import type { RuleContext } from './rule-context.js';
import { walkProperties } from './walk-properties.js';

/** A docs.json key the reference documents and Quire accepts but does not act on. */
export interface KeyNotActedOn {
  /** The key as the schema walk names it (`tab.graphql`: the key `graphql` of the `tab` definition). */
  readonly keys: readonly string[];
  /** The JSON pointers where the key is met in a docs.json. */
  readonly at: RegExp;
  /** Why Quire does not act on it, and what to do instead. */
  readonly reason: string;
  /** A docs.json that sets the key at a place `at` matches (for the schema walk's test). */
  readonly example: Readonly<Record<string, unknown>>;
}

const NAV = { groups: [{ group: 'Start', pages: ['index'] }] };

/**
 * Every key of docs.json that Quire does not act on, with its reason. The decisions page lists
 * each one; a test walks `schemas/docs.schema.json` and fails on a key that has neither a test of
 * its effect nor an entry here.
 */
export const KEYS_NOT_ACTED_ON: readonly KeyNotActedOn[] = [
  {
    keys: ['integrations.onetrust'],
    at: /^\/integrations\/onetrust$/,
    reason:
      'Quire does not load the OneTrust consent manager; record consent with `integrations.cookies` (the local storage key and value your banner sets) instead.',
    example: { integrations: { onetrust: { domainScript: 'abc' } }, navigation: NAV },
  },
  {
    keys: ['variations'],
    at: /^\/variations$/,
    reason:
      'Quire has no page variations (a willow-theme switcher of content variants); write the variants as `<Tabs>` or separate pages.',
    example: { variations: { options: [{ id: 'a', label: 'A' }] }, navigation: NAV },
  },
  {
    keys: ['tab.graphql'],
    at: /^\/navigation\/.*\/graphql$/,
    reason:
      'Quire does not generate pages from a GraphQL schema; write the reference pages in MDX, or generate them with a tool and list them.',
    example: {
      navigation: { tabs: [{ tab: 'API', graphql: 'schema.graphql', groups: NAV.groups }] },
    },
  },
  {
    keys: ['tab.sdk', 'group.sdk', 'sdkSource'],
    at: /^\/navigation\/.*\/sdk$/,
    reason:
      'Quire does not generate SDK reference pages; write them in MDX, or generate them with a tool and list them.',
    example: {
      navigation: {
        groups: [
          { group: 'SDK', sdk: { format: 'typescript', source: 'sdk.json' }, pages: ['index'] },
        ],
      },
    },
  },
  {
    keys: ['openApiSource.overlays', 'openApiSource[].overlays'],
    at: /^\/(navigation\/.*|api)\/openapi(\/\d+)?\/overlays$/,
    reason:
      'Quire reads the OpenAPI file as it is, without applying overlays; apply them when you generate the file (for example with an overlay tool in CI).',
    example: {
      navigation: {
        groups: [
          {
            group: 'API',
            openapi: { source: 'openapi.json', overlays: ['overlay.yaml'] },
            pages: ['index'],
          },
        ],
      },
    },
  },
];

/** `config/not-supported` at each key of `KEYS_NOT_ACTED_ON` that the docs.json sets. */
export function checkKeysNotActedOn(context: RuleContext): Diagnostic[] {
  const found: Diagnostic[] = [];
  walkProperties(context.config, (key, _child, pointer) => {
    const entry = KEYS_NOT_ACTED_ON.find((e) => e.at.test(pointer));
    if (!entry) return;
    found.push(
      configDiagnostic({
        code: 'config/not-supported',
        message: `\`${key}\` has no effect: ${entry.reason}`,
        hint: `Remove \`${key}\`, or keep it for the reference platform (see the decisions page).`,
        at: context.locate(pointer),
      }),
    );
  });
  return found;
}
