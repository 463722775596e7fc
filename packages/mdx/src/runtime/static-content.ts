import type { ModuleExports } from './evaluate-page.js';

/** How an element of static content names what it renders. */
export const STATIC_ELEMENT = {
  /** An element from Markdown: the components map's entry for its name, else the HTML element. */
  markdown: 0,
  /** An HTML element written as JSX (`<div>`): always the HTML element. */
  literal: 1,
  /** A capitalised JSX element (`<Note>`): the components map's entry, which must exist. */
  component: 2,
  /** A JSX fragment (`<>…</>`). */
  fragment: 3,
} as const;

/** Props as the JSX compile gives them (attribute order kept); `0` for none. */
export type StaticProps = Readonly<Record<string, unknown>>;

/** Text, or an element: what names it (`STATIC_ELEMENT`), its name, its props, then its children. */
export type StaticNode = string | readonly [number, string, StaticProps | 0, ...StaticNode[]];

/** A page's content as data, and the components it names (checked before it renders, as compiled MDX does). */
export interface StaticContent {
  readonly nodes: readonly StaticNode[];
  readonly components: readonly string[];
}

type Jsx = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

/** What `staticModule` takes of the runtime a module is evaluated with (see `createModuleEvaluator`). */
export interface StaticRuntime {
  readonly Fragment: unknown;
  readonly jsx: Jsx;
  readonly jsxs: Jsx;
  readonly useMDXComponents: () => Readonly<Record<string, unknown>>;
}

/** Runtime key of `staticModule`, which the module `staticModuleCode` writes calls. */
export const STATIC_KEY = 'quireStatic';

/**
 * The body of a module whose content is static (see `rehypeStaticContent`): it parses its data and hands it to
 * the runtime's `staticModule`.
 */
export function staticModuleCode(content: StaticContent): string {
  return `${STATIC_CODE_START}(runtime, JSON.parse(${JSON.stringify(JSON.stringify(content))}));`;
}

const STATIC_CODE_START = `"use strict";\nconst runtime = arguments[0];\nreturn runtime[${JSON.stringify(STATIC_KEY)}]`;

/**
 * Whether a module body is one `staticModuleCode` wrote (compiled MDX starts otherwise, a comment of the page
 * first at most, and a comment cannot close itself early): valid by construction, it needs no parse to check it.
 */
export const isStaticModuleCode = (code: string) => code.startsWith(STATIC_CODE_START);

/**
 * The exports of a module of static content: `default` renders it as its compiled MDX would, through the same
 * JSX factory and components map (props' `components` over the provided ones, a `wrapper` around the content,
 * the same error for a component that is not there).
 */
export function staticModule(runtime: StaticRuntime, content: StaticContent): ModuleExports {
  const { Fragment, jsx, jsxs, useMDXComponents } = runtime;
  const create = (
    type: unknown,
    props: Record<string, unknown>,
    nodes: readonly unknown[],
    key?: unknown,
  ) => {
    if (nodes.length === 1) props['children'] = nodes[0];
    else if (nodes.length > 1) props['children'] = nodes;
    return (nodes.length > 1 ? jsxs : jsx)(type, props, key);
  };
  const renderContent = (props: Readonly<Record<string, unknown>>) => {
    const components: Record<string, unknown> = {
      ...useMDXComponents(),
      ...(props['components'] as object | undefined),
    };
    for (const name of content.components) {
      if (!components[name])
        throw new Error(
          `Expected component \`${name}\` to be defined: you likely forgot to import, pass, or provide it.`,
        );
    }
    const build = (node: StaticNode): unknown => {
      if (typeof node === 'string') return node;
      const [kind, name, given, ...children] = node;
      const type =
        kind === STATIC_ELEMENT.markdown
          ? Object.hasOwn(components, name)
            ? components[name]
            : name
          : kind === STATIC_ELEMENT.literal
            ? name
            : kind === STATIC_ELEMENT.component
              ? components[name]
              : Fragment;
      const { key, ...props } = given === 0 ? {} : (given as Record<string, unknown>);
      return create(type, props, children.map(build), key);
    };
    return create(Fragment, {}, content.nodes.map(build));
  };
  function MDXContent(props: Readonly<Record<string, unknown>> = {}): unknown {
    const { wrapper } = {
      ...useMDXComponents(),
      ...(props['components'] as object | undefined),
    } as { wrapper?: unknown };
    return wrapper
      ? jsx(wrapper, { ...props, children: jsx(renderContent, { ...props }) })
      : renderContent(props);
  }
  return { default: MDXContent };
}
