import { h, type ComponentChildren } from 'preact';
import type { ComponentMap } from '@quire/mdx';

type Props = Record<string, unknown> & { children?: ComponentChildren };
const flag = (v: unknown) => (v ? 'true' : undefined);
const list = (v: unknown) => (Array.isArray(v) && v.length ? v.join(',') : undefined);

/** A minimal stand-in for the real component set, rendering each prop the compiler passes as a data attribute. */
export const testComponents: ComponentMap = {
  Note: (p: Props) => h('aside', { class: 'note' }, p.children),
  Card: (p: Props) =>
    h('div', { class: 'card', 'data-title': p.title, 'data-href': p.href }, p.children),
  Frame: (p: Props) => h('figure', { class: 'frame' }, p.children),
  Accordion: (p: Props) =>
    h('details', { 'data-title': p.title, open: p.defaultOpen === true }, p.children),
  Tabs: (p: Props) => h('div', { class: 'tabs' }, p.children),
  Tab: (p: Props) => h('div', { class: 'tab', 'data-title': p.title }, p.children),
  Tree: (p: Props) => h('ul', { class: 'tree' }, p.children),
  Update: (p: Props) =>
    h('section', { class: 'update', id: p.id, 'data-label': p.label }, p.children),
  Mermaid: (p: Props) =>
    h('div', {
      class: 'mermaid',
      'data-chart': p.chart,
      'data-placement': p.placement,
      'data-actions': p.actions === undefined ? undefined : String(p.actions),
    }),
  CodeBlock: (p: Props) =>
    h('div', {
      class: 'code-block',
      'data-language': p.language,
      'data-title': p.title,
      'data-icon': p.icon,
      'data-lines': flag(p.lines),
      'data-highlight': list(p.highlight),
      'data-focus': list(p.focus),
      'data-wrap': flag(p.wrap),
      'data-expandable': flag(p.expandable),
      'data-nocopy': flag(p.nocopy),
      'data-code': p.code,
      dangerouslySetInnerHTML: { __html: String(p.html ?? '') },
    }),
};

/** The names the fixtures treat as built in. */
export const testKnownComponents = new Set([
  ...Object.keys(testComponents),
  'Icon',
  'Steps',
  'Step',
]);
