import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HTML_VOID_ELEMENTS } from '@quire/mdx';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const RAW = new Set(['pre', 'textarea', 'script', 'style']);

/**
 * Indents HTML for review: a newline and indentation between two adjacent tags (`><`),
 * nothing else. Text stays on the line of its tags and `<pre>` contents are verbatim, so
 * `normalizeHtml` gives back the exact original.
 */
export function formatHtml(html: string): string {
  let out = '';
  let depth = 0;
  let lastWasTag = false;
  let i = 0;
  while (i < html.length) {
    if (html[i] !== '<') {
      const next = html.indexOf('<', i);
      const end = next < 0 ? html.length : next;
      out += html.slice(i, end);
      lastWasTag = false;
      i = end;
      continue;
    }
    const close = html.indexOf('>', i) + 1;
    const tag = html.slice(i, close);
    const name = /^<\/?([a-zA-Z0-9-]+)/.exec(tag)?.[1]?.toLowerCase() ?? '';
    const closing = tag.startsWith('</');
    if (closing) depth = Math.max(0, depth - 1);
    if (lastWasTag) out += `\n${'  '.repeat(depth)}`;
    if (!closing && RAW.has(name)) {
      const end = html.indexOf(`</${name}>`, close) + name.length + 3;
      out += html.slice(i, end);
      i = end;
    } else {
      out += tag;
      if (!closing && !HTML_VOID_ELEMENTS.has(name) && !tag.endsWith('/>')) depth++;
      i = close;
    }
    lastWasTag = true;
  }
  return out + '\n';
}

/** Removes what `formatHtml` adds: a newline and indentation between two tags, outside `<pre>`. */
export function normalizeHtml(html: string): string {
  const parts = html.split(/(<pre[\s>][\s\S]*?<\/pre>)/);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(i > 0 ? /^\n */ : /^$/, '').replace(/>\n */g, '>'),
    )
    .join('')
    .replace(/\n$/, '');
}

/**
 * Compares rendered HTML with `fixtures/<name>/expected.html`. With `UPDATE_FIXTURES=1`
 * the expected file is (re)written from the output instead; review it before committing.
 */
export function readExpectedHtml(
  name: string,
  actual: string,
): { expected: string; actual: string } {
  const dir = `${FIXTURES}${name}`;
  const file = `${dir}/expected.html`;
  if (process.env.UPDATE_FIXTURES === '1' || !existsSync(file)) {
    if (process.env.UPDATE_FIXTURES !== '1')
      throw new Error(`missing ${file}; run with UPDATE_FIXTURES=1`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, formatHtml(actual));
  }
  return { expected: normalizeHtml(readFileSync(file, 'utf8')), actual: normalizeHtml(actual) };
}
