import type { IconSpec } from '../layout-model.js';
import { asArray, asObject, asString } from '../read-json.js';
import {
  CONTEXTUAL_BUILTINS,
  type ContextualBuiltin,
  type ContextualMenu,
  type ContextualOption,
} from './contextual-menu-model.js';

const BUILTINS: ReadonlySet<string> = new Set(CONTEXTUAL_BUILTINS);
const PLACEHOLDER = /(\$(?:page|path|mcp)\b)/;

/** A query value URL-encoded, its placeholders kept as they are for the browser to fill. */
function encodeKeepingPlaceholders(value: string): string {
  return value
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) ? part : encodeURIComponent(part)))
    .join('');
}

/** A custom option's `href`: the string, or `base` with its `query` appended. */
function customHref(v: unknown): string | undefined {
  const s = asString(v);
  if (s !== undefined) return s.trim() === '' ? undefined : s;
  const o = asObject(v);
  const base = asString(o?.base);
  if (!base) return undefined;
  const query = asArray(o?.query)
    .map(asObject)
    .filter((q) => q && typeof q.key === 'string' && typeof q.value === 'string')
    .map(
      (q) =>
        `${encodeURIComponent(q!.key as string)}=${encodeKeepingPlaceholders(q!.value as string)}`,
    );
  if (query.length === 0) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query.join('&')}`;
}

function option(v: unknown, index: number): ContextualOption | undefined {
  const name = asString(v);
  if (name !== undefined) {
    const id = name === 'windsurf' ? 'devin-desktop' : name;
    return BUILTINS.has(id) ? { kind: 'builtin', id: id as ContextualBuiltin, index } : undefined;
  }
  const o = asObject(v);
  const title = asString(o?.title);
  const href = customHref(o?.href);
  if (!o || !title || !href) return undefined;
  return {
    kind: 'custom',
    title,
    description: asString(o.description) ?? '',
    icon: o.icon as IconSpec | undefined,
    href,
    index,
  };
}

/**
 * docs.json's (or a page's frontmatter) `contextual` as a menu: the options Quire offers, in their
 * order (what it does not offer, such as `download-pdf`, is left out: `validate` warns about it).
 * Undefined when the value is not a `contextual` setting; an empty `options` list is a menu with no
 * option (a page turning the site's menu off).
 */
export function readContextualMenu(v: unknown): ContextualMenu | undefined {
  const o = asObject(v);
  if (!o || !Array.isArray(o.options)) return undefined;
  const seen = new Set<string>();
  const options: ContextualOption[] = [];
  o.options.forEach((entry, index) => {
    const opt = option(entry, index);
    const key = opt?.kind === 'builtin' ? opt.id : JSON.stringify(entry);
    if (opt && !seen.has(key)) {
      seen.add(key);
      options.push(opt);
    }
  });
  return { display: o.display === 'toc' ? 'toc' : 'header', options };
}
