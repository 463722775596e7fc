import { defineCodes } from '@quire/diagnostics';

/** Diagnostic codes of docs.json schema validation (`validateAgainstSchema`). */
export const schemaCodes = defineCodes({
  'config/unknown-key': {
    severity: 'warning',
    title: 'Unknown key',
    description:
      'The object has a key the docs.json format does not define, so it is ignored. Most often it is a misspelling ' +
      '(`grups` for `groups`) or a key from the older mint.json format; the message suggests the closest known key. ' +
      'Fix the spelling, move the setting where docs.json expects it, or remove the key. ' +
      'A navigation entry that mounts another repository (`{ "sourceRef": ... }`, for multi-repository deployments) is reported with this code too, and ignored.',
  },
  'config/invalid-type': {
    severity: 'error',
    title: 'Value of the wrong type',
    description:
      'A value has the wrong JSON type: a string where an object is expected, an object where a list is expected, and so on. ' +
      'The message says what was found and what is expected; for example `navigation` must be an object holding `tabs`, `groups` or another organising element, not a list.',
  },
  'config/invalid-enum': {
    severity: 'error',
    title: 'Value not among the allowed values',
    description:
      'The setting accepts a fixed set of values (a theme name, a language code, a playground mode...) and this value is not one of them. ' +
      'The message suggests the closest allowed value; values are case-sensitive.',
  },
  'config/missing-key': {
    severity: 'error',
    title: 'Required key is missing',
    description:
      'An object lacks a key it must have: `theme`, `name`, `colors` and `navigation` at the top level, `primary` in `colors`, ' +
      'the identifying key of a navigation element (`tab`, `group`, `anchor`...), `source` in an OpenAPI object, and so on. Add the key.',
  },
  'config/invalid-value': {
    severity: 'error',
    title: 'Value out of range or badly formed',
    description:
      'The value has the right type but not an accepted form: an empty string or list where one entry is needed, too many entries, ' +
      'a URL that is not a URL, an ID that must start with a given prefix, or a repeated entry in a list of unique options. The message names the rule.',
  },
  'config/stricter-than-reference': {
    severity: 'warning',
    title: 'Value the reference platform accepts but Quire advises against',
    description:
      'The value breaks a rule of the docs.json schema that the reference platform does not enforce, such as an empty navbar link label or an empty icon name. ' +
      'The site still builds, as it does on the reference platform, so this is a warning in `validate`, `build` and `dev` alike. ' +
      'The message names the rule; fill in the value or remove it. The decisions page lists these rules.',
  },
  'config/misplaced-element': {
    severity: 'error',
    title: 'Navigation element in the wrong place',
    description:
      'A navigation element appears where it cannot be: a tab (an object with `tab`) inside a `pages` list, a `tabs` list inside a tab, a `menu` on an anchor. ' +
      'Each element only holds certain kinds of children; the message lists what is allowed there. Move the element to a level that accepts it.',
  },
});

export type SchemaCode = keyof typeof schemaCodes;
