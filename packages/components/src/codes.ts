import { defineCodes } from '@quire/diagnostics';

/** Diagnostics the component set reports while rendering a page. */
export const COMPONENT_CODES = defineCodes({
  'components/unknown-icon': {
    severity: 'warning',
    title: 'An icon name is not in the icon library',
    description:
      'A component (Card, Icon, Step, Tab, Accordion, Callout, Badge, a code block title, ...), a navigation ' +
      "element of docs.json (tab, anchor, dropdown, group) or a page's frontmatter `icon` names an icon " +
      'that the configured icon library (`icons.library` in docs.json: Font Awesome by default, Lucide or ' +
      'Tabler) does not have. The page shows a neutral placeholder instead. Fix the name (the hint lists close ' +
      'names), switch `icons.library`, or give a URL or a path to an image file.',
  },
  'components/invalid-prop': {
    severity: 'warning',
    title: 'A component prop has a value the component does not accept',
    description:
      'A built-in component received a value outside its documented set, such as `cols={6}` on Columns, ' +
      '`color="pink"` on Badge or `for="robots"` on Visibility. The component falls back to its default; ' +
      'use one of the values listed in the message.',
  },
  'auth/public-key-not-found': {
    severity: 'error',
    title: 'The auth public key file does not exist',
    description:
      '`auth.publicKey` in docs.json names a file (not a PEM block), and the repository has no such file. ' +
      'Without the key no session can be verified, so gated playgrounds stay hidden from everyone. Give the ' +
      'path of the `.pem` file relative to docs.json, or paste the PEM text itself.',
  },
  'auth/invalid-public-key': {
    severity: 'error',
    title: 'The auth public key is not a PEM public key',
    description:
      '`auth.publicKey` (or the file it names) is not an SPKI public key in PEM form, the ' +
      '`-----BEGIN PUBLIC KEY-----` block that `openssl pkey -pubout` prints. Private keys and PKCS#1 ' +
      '(`BEGIN RSA PUBLIC KEY`) blocks are not accepted. Gated playgrounds stay hidden until it is fixed.',
  },
  'auth/playground-without-auth': {
    severity: 'warning',
    title: 'A playground is shown only to signed-in readers, but signing in is not configured',
    description:
      'A page (or `api.playground.display`) sets the playground to `auth`, which shows it only to signed-in ' +
      'readers, but docs.json has no `auth` setting with a public key. Nobody can sign in, so nobody sees the ' +
      'playground. Add `auth` (see the API playground guide) or choose another playground mode.',
  },
});

export type ComponentCode = keyof typeof COMPONENT_CODES;
