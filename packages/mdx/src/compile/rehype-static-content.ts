import type { Element, Properties, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { find, hastToReact, html } from 'property-information';
import type { VFile } from 'vfile';
import { STATIC_ELEMENT, type StaticNode, type StaticProps } from '../runtime/static-content.js';
import { dataLiteral, onlyExpression } from './data-literal.js';
import { contextOf } from './file-context.js';

/** A part of the page that only the JavaScript compile path can express: the page goes that way. */
class NotStatic extends Error {}

const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
/** Element names that the JSX rewrite looks up in the components map (lowercase, one word). */
const MAPPABLE_TAG = /^[a-z][a-z0-9]*$/;
const COMPONENT_NAME = /^[A-Z][\w$]*$/;
const LITERAL_TAG = /^[a-z][\w-]*$/;
const ATTRIBUTE_NAME = /^[A-Za-z_$][\w$-]*$/;
/** Keys a JSON object would reorder (and `children`, which the element's content sets): the page takes the JavaScript path. */
const UNORDERED_KEY = /^(?:\d+|children)$/;

const isWhitespace = (value: string) => /^[ \t\n\f\r]*$/.test(value);

/**
 * The last rehype step: a page whose content is Markdown and JSX elements with literal attributes (no
 * `import`/`export`, no `{expression}`) is kept as data (`StaticNode`s, with each element's props as the JSX
 * compile would give them) instead of being compiled to JavaScript: `compileMarkupModule` writes a module that
 * hands that data to the runtime (`staticModule`), which renders it through the same components. The tree is
 * emptied, so that the JavaScript steps that follow have nothing to do. Anything else, and the page is
 * compiled to JavaScript as before.
 */
export function rehypeStaticContent() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const components = new Set<string>();
    try {
      ctx.staticContent = { nodes: rootChildren(tree, components), components: [...components] };
    } catch (error) {
      if (error instanceof NotStatic) return;
      throw error;
    }
    tree.children = [];
  };
}

/** A comment (an empty `{…}` expression, or HTML `<!-- … -->`): it renders nothing, but the JSX compile trims the root's whitespace around it. */
const EMPTY = Symbol('empty expression');
type Child = StaticNode | typeof EMPTY;

/** The root's children, without leading and trailing whitespace (as the JSX compile drops them). */
function rootChildren(tree: Root, components: Set<string>): StaticNode[] {
  const out = childList(tree.children, false, components);
  const blank = (c: Child | undefined) => typeof c === 'string' && isWhitespace(c);
  let start = 0;
  let end = out.length;
  while (start < end && blank(out[start])) start++;
  while (end > start && blank(out[end - 1])) end--;
  return out.slice(start, end).filter((c): c is StaticNode => c !== EMPTY);
}

function children(
  nodes: readonly RootContent[],
  inTable: boolean,
  components: Set<string>,
): StaticNode[] {
  return childList(nodes, inTable, components).filter((c): c is StaticNode => c !== EMPTY);
}

function childList(
  nodes: readonly RootContent[],
  inTable: boolean,
  components: Set<string>,
): Child[] {
  const out: Child[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value !== '' && !(inTable && node.value === '\n')) out.push(node.value);
    } else if (node.type === 'comment') out.push(EMPTY);
    else if (node.type === 'element') out.push(element(node, components));
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      out.push(jsxElement(node, components));
    else if (
      (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
      node.data?.estree?.body.length === 0
    )
      out.push(EMPTY);
    else throw new NotStatic();
  }
  return out;
}

/** A hast element (from Markdown, or HTML in a `.md` page): its props as `hast-util-to-estree` makes them for React-style JSX. */
function element(node: Element, components: Set<string>): StaticNode {
  const tag = node.tagName;
  if (!MAPPABLE_TAG.test(tag) || tag === 'svg' || tag === 'math' || tag === 'template')
    throw new NotStatic();
  const props = elementProps(node.properties, tag === 'td' || tag === 'th');
  return [
    STATIC_ELEMENT.markdown,
    tag,
    props,
    ...children(node.children, TABLE_ELEMENTS.has(tag), components),
  ];
}

function elementProps(properties: Properties, cell: boolean): StaticProps | 0 {
  const props: Record<string, unknown> = {};
  let align: string | undefined;
  for (const [property, raw] of Object.entries(properties)) {
    let value: unknown = raw;
    const info = find(html, property);
    if (
      value === null ||
      value === undefined ||
      value === false ||
      (typeof value === 'number' && Number.isNaN(value)) ||
      (!value && info.boolean)
    )
      continue;
    const name = info.space
      ? ((hastToReact as Record<string, string>)[info.property] ?? info.property)
      : info.attribute;
    if (Array.isArray(value))
      value = info.commaSeparated ? value.join(', ').trim() : value.join(' ').trim();
    if (name === 'style') throw new NotStatic();
    if (cell && name === 'align') {
      align = String(value);
      continue;
    }
    if (UNORDERED_KEY.test(name)) throw new NotStatic();
    props[name] = value === true ? true : String(value);
  }
  if (align !== undefined) props['style'] = { textAlign: align };
  return propsOrNone(props);
}

/** A JSX element written in the page (or made by a transform): literal attributes only. */
function jsxElement(
  node: MdxJsxFlowElementHast | MdxJsxTextElementHast,
  components: Set<string>,
): StaticNode {
  const name = node.name;
  let kind: number;
  if (name === null) kind = STATIC_ELEMENT.fragment;
  else if (COMPONENT_NAME.test(name)) kind = STATIC_ELEMENT.component;
  else if (LITERAL_TAG.test(name) && name !== 'svg' && name !== 'math')
    kind = STATIC_ELEMENT.literal;
  else throw new NotStatic();
  if (name !== null && kind === STATIC_ELEMENT.component) components.add(name);
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      !ATTRIBUTE_NAME.test(attribute.name) ||
      UNORDERED_KEY.test(attribute.name)
    )
      throw new NotStatic();
    const value = attribute.value;
    props[attribute.name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : dataOf(value.data?.estree);
  }
  return [
    kind,
    name ?? '',
    propsOrNone(props),
    ...children(node.children as RootContent[], false, components),
  ];
}

/** The props, or `0` for an element without any. */
const propsOrNone = (props: Record<string, unknown>): StaticProps | 0 =>
  Object.keys(props).length > 0 ? props : 0;

/** An attribute expression's value, when it is data. */
function dataOf(program: Parameters<typeof onlyExpression>[0]): unknown {
  const expression = onlyExpression(program);
  const data = expression && dataLiteral(expression);
  if (!data) throw new NotStatic();
  return data.value;
}
