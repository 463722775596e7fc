import { appendPointer } from '../json/json-pointer.js';
import { describeValue, splitPointer, valueAt } from './describe-pointer.js';
import { describeFound, describeTypes, listValues, quote } from './describe-json-value.js';
import { firstSentence, joinHint, type IssueDescriber } from './issue-report.js';
import type { JsonSchemaNode } from './json-schema-node.js';
import { patternAdvice } from './pattern-advice.js';
import { suggestClosest } from './suggest-closest.js';
import { CHILD_LIST_KIND, ELEMENT_KINDS, ELEMENT_NOUN } from './navigation-elements.js';

const ROOT_LISTS = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
];

/** Nouns for the shapes whose JSON type alone says too little. */
const EXPECTED_BY_TITLE: Readonly<Record<string, string>> = {
  NavigationPagesEntry: 'a page path or a group object (with a "group" key)',
  Navigation: `an object holding one of ${listValues(ROOT_LISTS)}`,
  IconSetting: 'an icon name or an object with "name"',
  OpenApiSource: 'a spec path or URL, a list of them, or an object with "source"',
  AsyncApiSource: 'a spec path or URL, a list of them, or an object with "source"',
  OpenApiSpec: 'a spec path or URL, or an object with "source"',
};

/** What a schema object expects: a noun for known shapes, `a tab object (with a "tab" key)` for elements, else its types. */
function expectedShape(schema: JsonSchemaNode | undefined, types: readonly string[]): string {
  const title = schema?.title;
  if (typeof title === 'string' && EXPECTED_BY_TITLE[title]) return EXPECTED_BY_TITLE[title];
  const required = Array.isArray(schema?.required) ? schema.required : [];
  const kind = ELEMENT_KINDS.find((k) => required.includes(k));
  if (kind && typeof title === 'string' && title.startsWith('Navigation'))
    return `a ${ELEMENT_NOUN[kind]} object (with a "${kind}" key)`;
  return describeTypes(types);
}

/** The mint.json navigation (a list of groups) found where docs.json expects an object. */
function navigationArrayHint(value: readonly unknown[]): string {
  const key = value.every((entry) => typeof entry === 'string') ? 'pages' : 'groups';
  return `A list at "navigation" is the mint.json format. In docs.json, wrap it: "navigation": { "${key}": [ ... ] }, or nest it in "tabs" or "anchors".`;
}

/** What to do about a value of the wrong type: the mint.json migration, pages in `groups`, or what the setting is. */
function wrongTypeHint(
  pointer: string,
  value: unknown,
  schema: JsonSchemaNode | undefined,
): string | undefined {
  if (pointer === '/navigation' && Array.isArray(value)) return navigationArrayHint(value);
  const segments = splitPointer(pointer);
  if (typeof value === 'string' && segments[segments.length - 2] === 'groups') {
    return `Page paths go in "pages"; "groups" lists groups: { "group": "Guides", "pages": [${quote(value)}] }.`;
  }
  return firstSentence(schema?.description);
}

export const describeWrongType: IssueDescriber = (issue, root) => {
  const value = valueAt(root, issue.pointer);
  const types = Array.isArray(issue.params.type)
    ? issue.params.type.map(String)
    : [String(issue.params.type)];
  const expected = expectedShape(issue.parentSchema, types);
  return {
    code: 'config/invalid-type',
    message: `${describeValue(root, issue.pointer)} is ${describeFound(value)}; expected ${expected}.`,
    hint: wrongTypeHint(issue.pointer, value, issue.parentSchema),
    pointer: issue.pointer,
    part: 'value',
  };
};

const MAX_LISTED_VALUES = 12;

export const describeBadEnum: IssueDescriber = (issue, root) => {
  const value = valueAt(root, issue.pointer);
  const allowed =
    issue.keyword === 'const'
      ? [issue.params.allowedValue]
      : Array.isArray(issue.params.allowedValues)
        ? issue.params.allowedValues
        : [];
  const found = typeof value === 'string' ? quote(value) : describeFound(value);
  const short = allowed.length <= MAX_LISTED_VALUES;
  const strings = allowed.filter((v): v is string => typeof v === 'string');
  return {
    code: 'config/invalid-enum',
    message: short
      ? `${describeValue(root, issue.pointer)} is ${found}; expected ${allowed.length === 1 ? '' : 'one of '}${listValues(allowed)}.`
      : `${describeValue(root, issue.pointer)} is ${found}, which is not an accepted value.`,
    hint: joinHint(
      (typeof value === 'string' ? suggestClosest(value, strings) : undefined) ??
        (short ? 'Use one of the listed values (they are case-sensitive).' : undefined),
      short
        ? undefined
        : `Accepted values include ${listValues(strings.slice(0, 8), 'and')} (${allowed.length} in all).`,
    ),
    pointer: issue.pointer,
    part: 'value',
  };
};

/** The noun of one entry of the list at `pointer`: `tab` for `.../tabs`, else `entry`. */
function entryNoun(pointer: string): string {
  const kind = CHILD_LIST_KIND[splitPointer(pointer).pop() ?? ''];
  return kind ? ELEMENT_NOUN[kind] : 'entry';
}

const COMPARISON: Readonly<Record<string, string>> = {
  '>': 'greater than',
  '>=': 'at least',
  '<': 'less than',
  '<=': 'at most',
};

/** What was found, for range messages: the number of entries of a list, else the value. */
function foundForRule(keyword: string, value: unknown): string {
  if ((keyword === 'minItems' || keyword === 'maxItems') && Array.isArray(value)) {
    return value.length === 0
      ? 'an empty list'
      : `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  return describeFound(value);
}

/** Wording of the range and form checks: `must not be empty`, `must start with "G"`... */
function ruleText(
  keyword: string,
  params: Readonly<Record<string, unknown>>,
  pattern: unknown,
  pointer: string,
): string {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'pattern':
      return typeof pattern === 'string'
        ? pattern
        : `must match the pattern ${String(params.pattern)}`;
    case 'format':
      return params.format === 'uri'
        ? 'must be an absolute URL (such as "https://example.com")'
        : `must be a valid ${String(params.format)}`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`;
    case 'maxLength':
      return `must be at most ${limit} characters long`;
    case 'minItems':
      return `must list at least ${limit} ${entryNoun(pointer)}${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must list at most ${limit} entries`;
    default:
      return `must be ${COMPARISON[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`;
  }
}

export const describeBadValue: IssueDescriber = (issue, root) => {
  const value = valueAt(root, issue.pointer);
  const rule = ruleText(
    issue.keyword,
    issue.params,
    issue.parentSchema?.patternErrorMessage,
    issue.pointer,
  );
  return {
    code: 'config/invalid-value',
    message: `${describeValue(root, issue.pointer)} ${rule}; found ${foundForRule(issue.keyword, value)}.`,
    hint:
      (issue.keyword === 'pattern' ? patternAdvice(issue.params.pattern, value) : undefined) ??
      firstSentence(issue.parentSchema?.description) ??
      (issue.keyword === 'minLength'
        ? 'Write the value, or remove the entry.'
        : 'Change the value so that it fits, or remove it.'),
    pointer: issue.pointer,
    part: 'value',
  };
};

export const describeDuplicateItem: IssueDescriber = (issue, root) => {
  const i = Number(issue.params.i);
  const j = Number(issue.params.j);
  const list = valueAt(root, issue.pointer);
  const item = Array.isArray(list) ? list[i] : undefined;
  return {
    code: 'config/invalid-value',
    message: `${describeValue(root, issue.pointer)} lists ${typeof item === 'string' ? quote(item) : 'the same entry'} twice (entries ${Math.min(i, j) + 1} and ${Math.max(i, j) + 1}).`,
    hint: 'Remove the repeated entry.',
    pointer: appendPointer(issue.pointer, Math.max(i, j)),
    part: 'value',
  };
};

export const describeOtherIssue: IssueDescriber = (issue, root) => ({
  code: 'config/invalid-value',
  message: `${describeValue(root, issue.pointer)} is not valid: it ${issue.message ?? 'does not match the schema'}.`,
  hint:
    firstSentence(issue.parentSchema?.description) ??
    'Change the value so that it fits, or remove it.',
  pointer: issue.pointer,
  part: 'value',
});
