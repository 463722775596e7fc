import { appendPointer } from '../json/json-pointer.js';
import { pathNote } from './describe-key-issues.js';
import { listValues } from './describe-json-value.js';
import { describeObject, describeValue, dottedPath, splitPointer } from './describe-pointer.js';
import { docsSchema } from '../generated/docs-schema.generated.js';
import { joinHint, type IssueDescriber } from './issue-report.js';
import { declaredProperties, schemaDefinition } from './json-schema-node.js';
import {
  CHILD_LIST_KIND,
  ELEMENT_DEFINITION,
  ELEMENT_NOUN,
  withArticle,
  type ElementKind,
} from './navigation-elements.js';

const plural = (noun: string): string => `${noun}s`;
const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `"tabs", "groups" or "pages"`: the child lists a schema object declares. */
function childLists(properties: readonly string[]): string[] {
  return properties.filter((key) => CHILD_LIST_KIND[key] !== undefined);
}

/** The list that holds elements of `kind`: `tabs`, `menu`... */
function listOf(kind: ElementKind): string {
  return (
    Object.keys(CHILD_LIST_KIND).find((key) => key !== 'pages' && CHILD_LIST_KIND[key] === kind) ??
    ''
  );
}

/** Where an element of `kind` may go: `the navigation root, anchors, dropdowns...`, read from the schema. */
function placesFor(kind: ElementKind): string {
  const list = listOf(kind);
  const places: string[] = [];
  if (declaredProperties(schemaDefinition(docsSchema, 'navigation')).includes(list))
    places.push('the navigation root');
  for (const [owner, definition] of Object.entries(ELEMENT_DEFINITION)) {
    if (declaredProperties(schemaDefinition(docsSchema, definition)).includes(list))
      places.push(plural(ELEMENT_NOUN[owner as ElementKind]));
  }
  return places.length <= 1
    ? (places[0] ?? 'nowhere')
    : `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`;
}

/** What a list holds, for messages: `page paths and groups`, `tabs`. */
function listHolds(list: string, kind: ElementKind | undefined): string {
  if (list === 'pages') return 'page paths and groups';
  return kind ? plural(ELEMENT_NOUN[kind]) : 'other elements';
}

export const describeMisplacedElement: IssueDescriber = (issue, root) => {
  const kind = issue.params.kind as ElementKind;
  const list = String(issue.params.list);
  const parent = issue.pointer.slice(0, issue.pointer.lastIndexOf('/'));
  const expected = issue.params.expected as ElementKind;
  return {
    code: 'config/misplaced-element',
    message: `${describeObject(root, issue.pointer)} is inside ${describeValue(root, parent)}, which holds ${listHolds(list, expected)}.`,
    hint: joinHint(
      `${capitalize(withArticle(ELEMENT_NOUN[kind]))} belongs in the "${listOf(kind)}" of ${placesFor(kind)}.`,
      list === 'pages' && kind !== 'group'
        ? `To keep it in this sidebar, turn it into a group: { "group": ..., "pages": [...] }.`
        : undefined,
    ),
    pointer: appendPointer(issue.pointer, kind),
    part: 'key',
  };
};

export const describeMisplacedList: IssueDescriber = (issue, root) => {
  const key = String(issue.params.key);
  const allowed = childLists(declaredProperties(issue.parentSchema));
  const kind = CHILD_LIST_KIND[key];
  const holds =
    allowed.length > 0
      ? `It can hold ${listValues(allowed)}.`
      : 'It holds no children, only a link (`href`).';
  return {
    code: 'config/misplaced-element',
    message: `${describeObject(root, issue.pointer)} cannot hold "${key}".`,
    hint: joinHint(
      holds,
      kind && key !== 'pages' ? `"${key}" belongs to ${placesFor(kind)}.` : undefined,
      pathNote(root, issue.pointer, appendPointer(issue.pointer, key)),
    ),
    pointer: appendPointer(issue.pointer, key),
    part: 'key',
  };
};

export const describeSourceRef: IssueDescriber = (issue, root) => ({
  code: 'config/unknown-key',
  message: `The entry at ${dottedPath(splitPointer(issue.pointer), root)} is a "sourceRef" (a mount of another repository); Quire ignores it.`,
  hint: "Multi-repository navigation is not supported: copy the other repository's navigation and pages here, or remove the entry.",
  pointer: appendPointer(issue.pointer, 'sourceRef'),
  part: 'key',
});
