/** A field a hand-written page declares with `<ParamField>` (read back from its rendered HTML). */
export interface DeclaredField {
  readonly location: 'path' | 'query' | 'header' | 'cookie' | 'body';
  readonly name: string;
  readonly type?: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly default?: string;
}

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie', 'body']);
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e] ?? e);

function fieldAt(
  html: string,
  start: number,
  location: DeclaredField['location'],
): DeclaredField | undefined {
  const headEnd = html.indexOf('</div>', start);
  const head = html.slice(start, headEnd < 0 ? undefined : headEnd);
  const name = /<span class="q-field__name">([^<]*)<\/span>/.exec(head)?.[1];
  if (name === undefined || name === '') return undefined;
  const type = /<span class="q-field__type">([^<]*)<\/span>/.exec(head)?.[1];
  const after = html.slice(headEnd, headEnd + 400);
  const value = /^<\/div><div class="q-field__default">[^<]* <code>([^<]*)<\/code>/.exec(
    after,
  )?.[1];
  return {
    location,
    name: decode(name),
    ...(type !== undefined ? { type: decode(type) } : {}),
    required: head.includes('q-field__badge--required'),
    deprecated: head.includes('q-field__badge--deprecated'),
    ...(value !== undefined ? { default: decode(value) } : {}),
  };
}

/**
 * The top-level request fields (`ParamField`s, not the ones nested inside another field) of a
 * rendered page, in order, so that a hand-written `api:` page gets a playground for them.
 */
export function declaredFields(html: string): DeclaredField[] {
  const out: DeclaredField[] = [];
  const stack: boolean[] = [];
  const tags = /<div\b([^>]*)>|<\/div>/g;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[0] === '</div>') {
      stack.pop();
      continue;
    }
    const attrs = m[1] ?? '';
    const location = /\bclass="q-field[ "]/.test(attrs)
      ? /\bdata-field="([a-z]+)"/.exec(attrs)?.[1]
      : undefined;
    const isField = location !== undefined;
    if (isField && !stack.includes(true) && LOCATIONS.has(location)) {
      const field = fieldAt(html, tags.lastIndex, location as DeclaredField['location']);
      if (field) out.push(field);
    }
    stack.push(isField);
  }
  return out;
}
