import {
  describeBadPropertyName,
  describeMisspelledRequired,
  describeMissingDependency,
  describeMissingKey,
  describeUnknownKey,
} from './describe-key-issues.js';
import {
  describeMisplacedElement,
  describeMisplacedList,
  describeSourceRef,
} from './describe-misplaced.js';
import {
  describeBadEnum,
  describeBadValue,
  describeDuplicateItem,
  describeOtherIssue,
  describeWrongType,
} from './describe-value-issues.js';
import type { IssueDescriber, IssueReport } from './issue-report.js';
import type { SchemaIssue } from './schema-issue.js';

const DESCRIBERS: Readonly<Record<string, IssueDescriber>> = {
  additionalProperties: describeUnknownKey,
  'misspelled-required': describeMisspelledRequired,
  required: describeMissingKey,
  dependencies: describeMissingDependency,
  propertyNames: describeBadPropertyName,
  'misplaced-element': describeMisplacedElement,
  'misplaced-list': describeMisplacedList,
  'source-ref': describeSourceRef,
  type: describeWrongType,
  enum: describeBadEnum,
  const: describeBadEnum,
  pattern: describeBadValue,
  format: describeBadValue,
  minLength: describeBadValue,
  maxLength: describeBadValue,
  minItems: describeBadValue,
  maxItems: describeBadValue,
  minimum: describeBadValue,
  maximum: describeBadValue,
  exclusiveMinimum: describeBadValue,
  exclusiveMaximum: describeBadValue,
  uniqueItems: describeDuplicateItem,
};

/** The code, wording and place of one schema issue. */
export function describeIssue(issue: SchemaIssue, root: unknown): IssueReport {
  return (DESCRIBERS[issue.keyword] ?? describeOtherIssue)(issue, root);
}
