// The docs.json schema as the sections of its reference pages (see generate-config-doc.mjs): one section
// per object that has keys, with one row per key. A definition is documented where it is used when it
// is used once or by a top-level key; navigation elements and definitions used in several places get a
// section of their own, named after the definition (`tab`, `icon`), which the rows that use it link to.

const NAV_TITLE = /^Navigation/;
/** Navigation definitions that are not elements: they hold no child lists. */
const NOT_ELEMENTS = ['NavigationColor', 'NavigationGlobal'];

const definitionName = (ref) => ref.replace('#/definitions/', '');
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Ids the page layout gives its own elements (`#navbar`, `#footer`...), which a section must not take. */
const LAYOUT_IDS = [
  'banner',
  'content',
  'content-area',
  'footer',
  'navbar',
  'page-title',
  'pagination',
  'sidebar',
  'table-of-contents',
];
function anchorOf(path) {
  const anchor = kebab(path)
    .replace(/\[\]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return LAYOUT_IDS.includes(anchor) ? `${anchor}-settings` : anchor;
}

/** The first sentence of a description (a full stop outside code spans, followed by a space). */
function firstSentence(text = '') {
  let code = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') code = !code;
    else if (!code && text[i] === '.' && (i + 1 === text.length || /\s/.test(text[i + 1])))
      return text.slice(0, i + 1);
  }
  return text;
}

/** How often each definition is the target of a `$ref`, and which ones top-level keys name directly. */
function countRefs(schema) {
  const counts = new Map();
  const visit = (node) => {
    if (typeof node !== 'object' || node === null) return;
    if (typeof node.$ref === 'string')
      counts.set(definitionName(node.$ref), (counts.get(definitionName(node.$ref)) ?? 0) + 1);
    for (const child of Object.values(node)) visit(child);
  };
  visit(schema.properties);
  visit(schema.definitions);
  const atRoot = new Set(
    Object.values(schema.properties).flatMap((p) => (p.$ref ? [definitionName(p.$ref)] : [])),
  );
  return { counts, atRoot };
}

export function describeSchema(schema, { pageOfRootKey, pageOfDefinition, definitionOrder }) {
  const { counts, atRoot } = countRefs(schema);
  const definitions = schema.definitions ?? {};
  const isShared = (name) =>
    !atRoot.has(name) &&
    ((counts.get(name) ?? 0) > 1 || NAV_TITLE.test(definitions[name]?.title ?? ''));

  /**
   * A schema node as documented: `$ref`s to definitions without a section followed, `then`/`else` merged.
   * A definition that a top-level key names is documented there (`top`), and linked to from elsewhere.
   */
  function view(node, top = false) {
    if (node.$ref) {
      const name = definitionName(node.$ref);
      if (isShared(name) || (!top && atRoot.has(name)))
        return {
          ref: name,
          description: node.description ?? firstSentence(definitions[name].description),
        };
      const target = {
        ...view(definitions[name]),
        definition: atRoot.has(name) ? name : undefined,
      };
      return node.description ? { ...target, description: node.description } : target;
    }
    const v = {
      title: node.title,
      types: node.type === undefined ? [] : [node.type].flat(),
      enum: node.enum,
      const: node.const,
      default: node.default,
      description: node.description,
      markdownDescription: node.markdownDescription,
      deprecated: node.deprecationMessage,
      format: node.patternErrorMessage,
      properties: new Map(Object.entries(node.properties ?? {})),
      required: new Set(node.required ?? []),
      items: node.items,
      alternatives: [],
      notes: Object.entries(node.dependencies ?? {}).map(
        ([key, needs]) =>
          `With \`${key}\`, ${needs.map((n) => `\`${n}\``).join(', ')} is required too.`,
      ),
    };
    for (const branch of [node.then, node.else]) {
      if (!branch) continue;
      if (branch.required && branch.description && !branch.properties && !branch.type)
        v.notes.push(branch.description);
      const b = view(branch);
      if (b.ref) v.alternatives.push(b.ref);
      else {
        for (const [key, value] of b.properties) v.properties.set(key, value);
        v.enum ??= b.enum;
      }
    }
    return v;
  }

  function typeOf(v) {
    if (v.ref) return [{ kind: 'link', name: v.ref }];
    if (v.const !== undefined) return [{ kind: 'code', name: JSON.stringify(v.const) }];
    const types =
      v.types.length > 0 ? v.types : v.properties.size > 0 ? ['object'] : v.items ? ['array'] : [];
    const covered = new Set(
      v.alternatives.flatMap((name) => [definitions[name].type ?? []].flat()),
    );
    const parts = v.alternatives.map((name) => ({ kind: 'link', name }));
    for (const type of types) {
      if (covered.has(type) && (type !== 'object' || v.properties.size === 0)) continue;
      if (type !== 'array') parts.push({ kind: 'code', name: type });
      else parts.push({ kind: 'list', of: typeOf(view(v.items ?? {})) });
    }
    return parts;
  }

  const sections = [];
  const appearances = new Map();
  const appear = (name, path) => appearances.set(name, [...(appearances.get(name) ?? []), path]);

  function holdsOf(v) {
    if (!NAV_TITLE.test(v.title ?? '') || NOT_ELEMENTS.includes(v.title)) return undefined;
    const lists = [...v.properties]
      .map(([key, node]) => ({
        key,
        items: node.type === 'array' && node.items ? view(node.items) : undefined,
      }))
      .filter(
        (l) =>
          l.items?.ref &&
          NAV_TITLE.test(definitions[l.items.ref].title) &&
          !NOT_ELEMENTS.includes(definitions[l.items.ref].title),
      )
      .map((l) => ({ key: l.key, type: typeOf(l.items) }));
    return lists.length > 0 ? { lists, href: v.properties.has('href') } : undefined;
  }

  function row(path, v, required) {
    const items = v.items ? view(v.items) : undefined;
    if (v.ref ?? v.definition) appear(v.ref ?? v.definition, path);
    if (items?.ref) appear(items.ref, path);
    const values = v.enum ?? items?.enum;
    return {
      path,
      type: typeOf(v),
      default: v.default,
      required,
      description: v.description,
      deprecated: v.deprecated,
      values,
      valuesOf: v.enum ? undefined : values ? 'Each one of' : undefined,
      format: v.format ?? items?.format,
    };
  }

  /** An object small enough to list in its parent's table: a few plain keys, nothing to explain at length. */
  const isSmall = (v) =>
    v.properties.size <= 4 &&
    !v.markdownDescription &&
    v.notes.length === 0 &&
    [...v.properties.values()].every((node) => {
      const child = view(node);
      const items = child.items ? view(child.items) : undefined;
      return (
        child.ref !== undefined ||
        (child.properties.size === 0 &&
          (items?.ref !== undefined || (items?.properties.size ?? 0) === 0))
      );
    });

  /** The rows of the keys of `v` (at `path`) in `section`, and a section for each key that is an object in turn. */
  function addRows(section, v, path) {
    for (const [key, node] of v.properties) {
      const rowPath = path ? `${path}.${key}` : key;
      const child = view(node, path === '');
      const r = row(rowPath, child, v.required.has(key));
      section.rows.push(r);
      const items = child.items ? view(child.items) : undefined;
      if (!child.ref && child.properties.size > 0) {
        if (path && isSmall(child)) addRows(section, child, rowPath);
        else
          r.section = document({
            page: path ? section.page : pageOfRootKey(key),
            level: path ? 3 : 2,
            path: rowPath,
            anchor: anchorOf(rowPath),
            v: child,
          });
      } else if (items && !items.ref && items.properties.size > 0) {
        r.section = document({
          page: section.page,
          level: path ? 3 : 2,
          path: `${rowPath}[]`,
          anchor: anchorOf(`${rowPath}[]`),
          v: items,
        });
      }
    }
  }

  /** A section for the object `v` at `path`, then the sections of its keys that are objects themselves. */
  function document({ page, level, path, anchor, v, definition, title, withSelf }) {
    definition ??= v.definition;
    const section = {
      page,
      level,
      path,
      anchor,
      definition,
      title,
      description: v.markdownDescription ?? v.description,
      notes: v.notes,
      holds: holdsOf(v),
      appearsIn: [],
      rows: withSelf
        ? [row(path, { ...v, properties: new Map(), description: undefined }, false)]
        : [],
    };
    sections.push(section);
    const ownItems = v.items ? view(v.items) : undefined;
    if (path && section.rows[0] && ownItems && !ownItems.ref && ownItems.properties.size > 0) {
      section.rows[0].section = document({
        page,
        level: 3,
        path: `${path}[]`,
        anchor: `${anchor}-entry`,
        v: ownItems,
      });
    }
    addRows(section, v, path);
    return section;
  }

  document({
    page: 'settings',
    level: 2,
    path: '',
    anchor: 'top-level-keys',
    title: 'Top-level keys',
    v: { ...view(schema), markdownDescription: undefined },
  });
  const names = Object.keys(definitions).filter(isShared);
  const ordered = [
    ...definitionOrder.filter((n) => names.includes(n)),
    ...names.filter((n) => !definitionOrder.includes(n)),
  ];
  for (const name of ordered) {
    const v = view(definitions[name]);
    const withSelf = v.properties.size === 0 || v.types.some((t) => t !== 'object');
    document({
      page: pageOfDefinition(name),
      level: 2,
      path: name,
      anchor: anchorOf(name),
      v,
      definition: name,
      withSelf,
    });
  }
  for (const section of sections)
    if (section.definition) section.appearsIn = appearances.get(section.definition) ?? [];
  return sections;
}
