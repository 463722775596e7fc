import { appendPointer } from '@quire/config';
import type { DivisionKind } from '../model.js';
import { chooseChildKey, type ChildKey, type ParentKind } from './choose-child-key.js';
import {
  booleanField,
  colorField,
  iconField,
  isRecord,
  stringField,
  type JsonRecord,
} from './json-fields.js';
import { EMPTY_GLOBAL, readGlobal } from './read-global.js';
import { readSpecSources } from './read-spec-sources.js';
import type { SpecApis, SpecDivision, SpecGroup, SpecNode, SpecRoot } from './spec-node.js';

/** The key that labels an entry of each division array. */
const DIVISIONS: Record<
  Exclude<ChildKey, 'groups' | 'pages'>,
  { kind: DivisionKind; labelKey: string }
> = {
  products: { kind: 'product', labelKey: 'product' },
  languages: { kind: 'language', labelKey: 'language' },
  versions: { kind: 'version', labelKey: 'version' },
  tabs: { kind: 'tab', labelKey: 'tab' },
  dropdowns: { kind: 'dropdown', labelKey: 'dropdown' },
  anchors: { kind: 'anchor', labelKey: 'anchor' },
  menu: { kind: 'menu-item', labelKey: 'item' },
};

function readApis(value: JsonRecord, pointer: string): SpecApis {
  const openapi = readSpecSources(value.openapi, appendPointer(pointer, 'openapi'));
  // A group with both keeps only `openapi` (as on the reference platform).
  const asyncapi =
    openapi.length > 0 ? [] : readSpecSources(value.asyncapi, appendPointer(pointer, 'asyncapi'));
  return { openapi, asyncapi };
}

/** The children of an element under its one child key. */
function readChildren(value: JsonRecord, key: ChildKey | undefined, pointer: string): SpecNode[] {
  if (key === undefined) return [];
  const list = value[key] as unknown[];
  const base = appendPointer(pointer, key);
  if (key === 'pages' || key === 'groups') return readPages(list, base, key === 'groups');
  const { kind, labelKey } = DIVISIONS[key];
  const out: SpecNode[] = [];
  list.forEach((item, i) => {
    if (isRecord(item)) {
      const division = readDivision(item, kind, labelKey, appendPointer(base, i));
      if (division) out.push(division);
    }
  });
  return out;
}

function readDivision(
  value: JsonRecord,
  kind: DivisionKind,
  labelKey: string,
  pointer: string,
): SpecDivision | undefined {
  const label = stringField(value[labelKey]);
  if (label === undefined) return undefined;
  const href = stringField(value.href);
  const childKey = href ? undefined : chooseChildKey(value, kind as ParentKind);
  return {
    kind,
    label,
    pointer,
    name: stringField(value.name),
    description: stringField(value.description),
    icon: iconField(value.icon, value.iconType),
    color: colorField(value.color),
    align: value.align === 'start' || value.align === 'end' ? value.align : undefined,
    href,
    tag: stringField(value.tag),
    banner: value.banner,
    navbar: value.navbar,
    footer: value.footer,
    global: readGlobal(value.global),
    hidden: booleanField(value.hidden) ?? false,
    searchable: booleanField(value.searchable) ?? false,
    isDefault: booleanField(value.default) ?? false,
    ...readApis(value, pointer),
    children: readChildren(value, childKey, pointer),
  };
}

function readGroup(value: JsonRecord, pointer: string): SpecGroup | undefined {
  const label = typeof value.group === 'string' ? value.group : undefined;
  if (label === undefined) return undefined;
  const root = stringField(value.root);
  return {
    kind: 'group',
    label,
    pointer,
    icon: iconField(value.icon, value.iconType),
    tag: stringField(value.tag),
    expanded: booleanField(value.expanded),
    root: root
      ? { kind: 'entry', text: root.trim(), pointer: appendPointer(pointer, 'root') }
      : undefined,
    hidden: booleanField(value.hidden) ?? false,
    searchable: booleanField(value.searchable) ?? false,
    ...(typeof value.boost === 'number' && value.boost > 0 ? { boost: value.boost } : {}),
    ...readApis(value, pointer),
    children: Array.isArray(value.pages)
      ? readPages(value.pages, appendPointer(pointer, 'pages'), false)
      : [],
  };
}

/** A `pages` array (strings and nested groups) or a `groups` array (groups only). */
function readPages(list: readonly unknown[], pointer: string, groupsOnly: boolean): SpecNode[] {
  const out: SpecNode[] = [];
  list.forEach((item, i) => {
    const at = appendPointer(pointer, i);
    if (typeof item === 'string' && !groupsOnly) {
      if (item.trim() !== '') out.push({ kind: 'entry', text: item.trim(), pointer: at });
    } else if (isRecord(item)) {
      const group = readGroup(item, at);
      if (group) out.push(group);
    }
  });
  return out;
}

/**
 * Reads `navigation` into plain nodes: one kind of children per element (the first in the
 * reference platform's order; the structure rules report the others), labels, attributes, the
 * specs each element declares, and the JSON Pointer of every node. Never fails: parts of the wrong
 * shape are left out (schema validation reports them).
 */
export function readNavigation(navigation: unknown): SpecRoot {
  if (!isRecord(navigation)) return { children: [], global: EMPTY_GLOBAL };
  const key = chooseChildKey(navigation, 'root');
  return {
    children: readChildren(navigation, key, '/navigation'),
    global: readGlobal(navigation.global) ?? EMPTY_GLOBAL,
  };
}
