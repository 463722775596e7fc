import { elementAt } from './describe-pointer.js';
import { declaredProperties } from './json-schema-node.js';
import { CHILD_LIST_KIND } from './navigation-elements.js';
import type { SchemaIssue } from './schema-issue.js';
import { closestCandidate } from './suggest-closest.js';

/** Wrapper and repeated issues: `if` (its branch's issue is reported), checks under `propertyNames`, issues at a value of the wrong type. */
function dropImplied(issues: readonly SchemaIssue[]): SchemaIssue[] {
  const typed = new Map<string, SchemaIssue>();
  for (const issue of issues) {
    if (issue.keyword === 'type' && !typed.has(issue.pointer)) typed.set(issue.pointer, issue);
  }
  return issues.filter((issue) => {
    if (issue.keyword === 'if') return false;
    if (issue.propertyName !== undefined && issue.keyword !== 'propertyNames') return false;
    const typeIssue = typed.get(issue.pointer);
    return typeIssue === undefined || typeIssue === issue;
  });
}

/** An unknown key that is a child list the element cannot hold (`tabs` inside a tab) is a misplaced list. */
function markMisplacedLists(issues: readonly SchemaIssue[], root: unknown): SchemaIssue[] {
  return issues.map((issue) => {
    const key = issue.params.additionalProperty;
    if (
      issue.keyword !== 'additionalProperties' ||
      typeof key !== 'string' ||
      !CHILD_LIST_KIND[key]
    )
      return issue;
    const isListHolder =
      issue.pointer === '/navigation' ||
      issue.pointer === '/navigation/global' ||
      elementAt(root, issue.pointer);
    if (!isListHolder) return issue;
    return { ...issue, keyword: 'misplaced-list', params: { key } };
  });
}

/** Keys written for another format or by habit, and the required key they stand for. */
const KEY_SYNONYMS: Readonly<Record<string, string>> = {
  url: 'href',
  link: 'href',
  name: 'label',
  title: 'label',
  from: 'source',
  to: 'destination',
};

/** A missing required key next to an unknown key that stands for it (`tb` for `tab`, `url` for `href`) is one issue. */
function mergeMisspelledRequired(issues: readonly SchemaIssue[]): SchemaIssue[] {
  const merged = new Set<SchemaIssue>();
  const out: SchemaIssue[] = [];
  for (const issue of issues) {
    const missing = issue.params.missingProperty;
    if (issue.keyword !== 'required' || typeof missing !== 'string') continue;
    const allowed = declaredProperties(issue.parentSchema);
    const typo = issues.find((other) => {
      const key = other.params.additionalProperty;
      return (
        other.keyword === 'additionalProperties' &&
        other.pointer === issue.pointer &&
        typeof key === 'string' &&
        !merged.has(other) &&
        (closestCandidate(key, allowed) === missing || KEY_SYNONYMS[key] === missing)
      );
    });
    if (!typo) continue;
    merged.add(issue).add(typo);
    out.push({
      keyword: 'misspelled-required',
      pointer: issue.pointer,
      params: { missing, found: typo.params.additionalProperty },
    });
  }
  return [...issues.filter((issue) => !merged.has(issue)), ...out];
}

/**
 * Turns raw schema issues into one issue per mistake: drops wrappers and repeats, recognises misplaced
 * child lists and misspelled required keys.
 */
export function refineSchemaIssues(issues: readonly SchemaIssue[], root: unknown): SchemaIssue[] {
  return mergeMisspelledRequired(markMisplacedLists(dropImplied(issues), root));
}
