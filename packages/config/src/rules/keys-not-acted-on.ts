/** A docs.json key the reference documents and Quire accepts but does not act on. */
export interface KeyNotActedOn {
  /** The key as the schema walk names it (`tab.graphql`: the key `graphql` of the `tab` definition). */
  readonly keys: readonly string[];
  /** The JSON pointers where the key is met in a docs.json. */
  readonly at: RegExp;
  /** Why Quire does not act on it, and what to do instead. */
  readonly reason: string;
  /** Whether the value written there goes unheeded (default: any value); a value that asks for what Quire does anyway is not warned about. */
  readonly applies?: (value: unknown) => boolean;
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
  {
    keys: [
      'navigation.directory',
      'product.directory',
      'language.directory',
      'version.directory',
      'tab.directory',
      'dropdown.directory',
      'anchor.directory',
      'menuItem.directory',
      'group.directory',
    ],
    // `directory` of a navigation element, not of an `openapi`, `asyncapi` or `sdk` source.
    at: /^\/navigation(?:\/.*)?(?<!\/(?:openapi|asyncapi|sdk)(?:\/\d+)?)\/directory$/,
    reason:
      'Quire does not list the children of a group on its root page; write the listing in the root page with `<Card>`s or `<Accordion>`s.',
    example: {
      navigation: {
        groups: [{ group: 'Start', root: 'index', directory: 'card', pages: ['index'] }],
      },
    },
  },
  {
    keys: [
      'navigationGlobal.tabs',
      'navigationGlobal.dropdowns',
      'navigationGlobal.products',
      'navigationGlobal.languages',
      'navigationGlobal.versions',
    ],
    at: /^\/navigation\/global\/(?:tabs|dropdowns|products|languages|versions)$/,
    reason:
      'Quire shows the global anchors (`navigation.global.anchors`) in the sidebar of every page, but no global tabs, dropdowns, products, languages or versions; make them global anchors or `navbar.links`.',
    example: {
      navigation: { global: { tabs: [{ tab: 'Blog', href: 'https://acme.dev/blog' }] }, ...NAV },
    },
  },
  {
    keys: [
      'product.global',
      'language.global',
      'version.global',
      'tab.global',
      'dropdown.global',
      'anchor.global',
      'menuItem.global',
    ],
    at: /^\/navigation\/.+\/global$/,
    reason:
      'Quire shows only the global links of the navigation root (`navigation.global.anchors`), on every page; move the links there, or into `navbar.links`.',
    example: {
      navigation: {
        tabs: [
          {
            tab: 'Docs',
            global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog' }] },
            pages: ['index'],
          },
        ],
      },
    },
  },
  {
    keys: ['public', 'group.public'],
    at: /^\/(?:navigation\/.*\/)?public$/,
    reason:
      'Every page Quire builds is public: sign-in (`auth`) gates the API playground and what is restricted to `groups`, never whole pages, so there is nothing to open up.',
    example: { public: true, navigation: NAV },
  },
  {
    keys: ['errors.404.redirect'],
    at: /^\/errors\/404\/redirect$/,
    applies: (value) => value !== false,
    reason:
      'Quire never redirects a missing page to the home page: it serves the 404 page (`errors.404.title`, `errors.404.description`) with status 404 and a link home, so that search engines and link checkers see the page is gone; set it to false.',
    example: { errors: { '404': { redirect: true } }, navigation: NAV },
  },
  {
    keys: ['markdown.schema'],
    at: /^\/markdown\/schema$/,
    applies: (value) => value !== false,
    reason:
      "Quire's Markdown of an endpoint page gives its parameters, responses and code samples, never the whole spec (the spec is published beside the site and listed in `llms.txt`); set it to false.",
    example: { markdown: { schema: true }, navigation: NAV },
  },
  {
    keys: ['api.asyncapi', 'navigation.asyncapi'],
    at: /^\/(?:api|navigation)\/asyncapi$/,
    reason:
      'Quire generates channel pages only from the `asyncapi` of a navigation element (a group, tab, anchor, dropdown, product, version or language); move the spec there.',
    example: { api: { asyncapi: 'asyncapi.json' }, navigation: NAV },
  },
];
