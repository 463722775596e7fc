/**
 * Top-level mint.json settings that docs.json has no place for, with why: the upgrade reports each
 * one at its place and leaves it out.
 */
export const DROPPED_SETTINGS: Readonly<Record<string, string>> = {
  mintlify: "It pinned a version of the reference's CLI; docs.json has no such setting.",
  sidebar:
    'docs.json has no sidebar item style: the theme draws the sidebar. Pick the theme that suits it ("theme").',
  topbar: 'docs.json has no top bar style: the theme draws the top bar.',
  rounded: 'docs.json has no corner style: the theme decides it.',
  feedback: 'docs.json has no feedback buttons setting (the reference moved it to its dashboard).',
  isWhiteLabeled: 'docs.json has no such setting (the reference moved it to its dashboard).',
};

/** Top-level settings the transforms read (besides those in `DROPPED_SETTINGS`). */
export const UPGRADED_SETTINGS: readonly string[] = [
  '$schema',
  'name',
  'logo',
  'favicon',
  'theme',
  'layout',
  'colors',
  'modeToggle',
  'font',
  'background',
  'backgroundImage',
  'eyebrow',
  'codeBlock',
  'topbarLinks',
  'topbarCtaButton',
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'primaryTab',
  'topAnchor',
  'footer',
  'footerSocials',
  'search',
  'metadata',
  'seo',
  'api',
  'openapi',
  'analytics',
  'integrations',
  'redirects',
];
