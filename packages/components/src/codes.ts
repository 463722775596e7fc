import { defineCodes } from '@quire/diagnostics';

/** Diagnostics the component set reports while rendering a page. */
export const COMPONENT_CODES = defineCodes({
  'components/unknown-icon': {
    severity: 'warning',
    title: 'An icon name is not in the icon library',
    description:
      'A component (Card, Icon, Step, Tab, Accordion, Callout, Badge, a code block title, ...) names an icon ' +
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
});

export type ComponentCode = keyof typeof COMPONENT_CODES;
