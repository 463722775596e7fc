import { appendPointer } from '../json/json-pointer.js';
import { describeObject, dottedPath, elementAt, splitPointer } from './describe-pointer.js';
import { listValues } from './describe-json-value.js';
import { firstSentence, joinHint, type IssueDescriber } from './issue-report.js';
import { docsSchema } from '../generated/docs-schema.generated.js';
import {
  ELEMENT_KINDS,
  ELEMENT_NOUN,
  withArticle,
  type ElementKind,
} from './navigation-elements.js';
import { suggestClosest } from './suggest-closest.js';
import { childSchema, declaredProperties, resolveLocalRef } from './json-schema-node.js';

/** Top-level keys of the older mint.json format, and where docs.json keeps the setting. */
const MINT_JSON_KEYS: Readonly<Record<string, string>> = {
  topbarLinks: 'navbar.links',
  topbarCtaButton: 'navbar.primary',
  modeToggle: 'appearance',
  tabs: 'navigation.tabs',
  anchors: 'navigation.anchors',
  versions: 'navigation.versions',
  topAnchor: 'navigation.anchors',
  openapi: 'api.openapi',
  footerSocials: 'footer.socials',
  analytics: 'integrations',
  backgroundImage: 'background.image',
  feedback: 'contextual',
};

const MAX_LISTED_KEYS = 8;

/** `(navigation.tabs[0].grups)`, the path of `target`, when the message names the element at `owner` rather than a path. */
export function pathNote(root: unknown, owner: string, target = owner): string | undefined {
  return elementAt(root, owner) ? `(${dottedPath(splitPointer(target), root)})` : undefined;
}

function unknownKeyAdvice(
  root: unknown,
  pointer: string,
  key: string,
  allowed: readonly string[],
): string | undefined {
  if (pointer === '' && MINT_JSON_KEYS[key])
    return `"${key}" is a mint.json setting; docs.json keeps it in "${MINT_JSON_KEYS[key]}".`;
  const element = elementAt(root, pointer);
  if (element && (ELEMENT_KINDS as readonly string[]).includes(key) && key !== element.kind) {
    return `"${key}" names ${withArticle(ELEMENT_NOUN[key as ElementKind])}, but this object is ${withArticle(ELEMENT_NOUN[element.kind])} (it has "${element.kind}").`;
  }
  const guess = suggestClosest(key, allowed);
  if (guess) return guess;
  if (allowed.length > 0 && allowed.length <= MAX_LISTED_KEYS)
    return `Known keys: ${listValues(allowed, 'and')}.`;
  return undefined;
}

export const describeUnknownKey: IssueDescriber = (issue, root) => {
  const key = String(issue.params.additionalProperty);
  const allowed = declaredProperties(issue.parentSchema);
  const at = appendPointer(issue.pointer, key);
  return {
    code: 'config/unknown-key',
    message: `${describeObject(root, issue.pointer)} has unknown key "${key}".`,
    hint: joinHint(
      unknownKeyAdvice(root, issue.pointer, key, allowed),
      'Unknown keys are ignored.',
      pathNote(root, issue.pointer, at),
    ),
    pointer: at,
    part: 'key',
  };
};

export const describeMisspelledRequired: IssueDescriber = (issue, root) => {
  const found = String(issue.params.found);
  const missing = String(issue.params.missing);
  return {
    code: 'config/missing-key',
    message: `${describeObject(root, issue.pointer)} is missing the required key "${missing}"; it has "${found}" instead.`,
    hint: joinHint(
      `Did you mean "${missing}"? Rename "${found}" to "${missing}".`,
      pathNote(root, issue.pointer, appendPointer(issue.pointer, found)),
    ),
    pointer: appendPointer(issue.pointer, found),
    part: 'key',
  };
};

/** `Add "primary": The primary color...`, with the allowed values when the key takes a few. */
function addKeyAdvice(parentSchema: Parameters<typeof declaredProperties>[0], key: string): string {
  const property = resolveLocalRef(
    docsSchema,
    childSchema(childSchema(parentSchema, 'properties'), key),
  );
  const values = property?.enum;
  const choices =
    Array.isArray(values) && values.length <= 10 ? ` (one of ${listValues(values)})` : '';
  const about = firstSentence(property?.description ?? parentSchema?.description);
  return `Add "${key}"${choices}${about ? `: ${about}` : '.'}`;
}

export const describeMissingKey: IssueDescriber = (issue, root) => {
  const key = String(issue.params.missingProperty);
  return {
    code: 'config/missing-key',
    message: `${describeObject(root, issue.pointer)} is missing the required key "${key}".`,
    hint: joinHint(addKeyAdvice(issue.parentSchema, key), pathNote(root, issue.pointer)),
    pointer: issue.pointer,
    part: 'key',
  };
};

export const describeMissingDependency: IssueDescriber = (issue, root) => {
  const key = String(issue.params.missingProperty);
  const property = String(issue.params.property);
  return {
    code: 'config/missing-key',
    message: `${describeObject(root, issue.pointer)} has "${property}" but not "${key}", which "${property}" needs.`,
    hint: addKeyAdvice(issue.parentSchema, key),
    pointer: appendPointer(issue.pointer, property),
    part: 'key',
  };
};

export const describeBadPropertyName: IssueDescriber = (issue, root) => {
  const name = String(issue.params.propertyName);
  const rule = childSchema(issue.parentSchema, 'propertyNames')?.patternErrorMessage;
  return {
    code: 'config/invalid-value',
    message: `${describeObject(root, issue.pointer)} has the key "${name}", which ${typeof rule === 'string' ? rule : 'is not an accepted name'}.`,
    hint: `Rename "${name}".`,
    pointer: appendPointer(issue.pointer, name),
    part: 'key',
  };
};
