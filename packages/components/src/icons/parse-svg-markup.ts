import type { SvgElement } from './icon-types.js';

export interface ParsedSvg {
  readonly attrs: Readonly<Record<string, string>>;
  readonly elements: readonly SvgElement[];
}

const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*"([^"]*)"/g;
const ROOT = /<svg\b([^>]*)>/;
const CHILD = /<([a-zA-Z][a-zA-Z0-9]*)\b([^>]*?)\/?>/g;

function readAttrs(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) out[m[1] ?? ''] = m[2] ?? '';
  return out;
}

/**
 * Reads the flat SVG markup that icon packages ship (Lucide, Tabler): the root `<svg>`
 * attributes and its self-closing children (`path`, `circle`, `rect`, `line`, ...).
 * Comments are skipped. Returns undefined when there is no `<svg>` root.
 */
export function parseSvgMarkup(text: string): ParsedSvg | undefined {
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, '');
  const root = ROOT.exec(withoutComments);
  if (!root) return undefined;
  const body = withoutComments.slice(
    root.index + root[0].length,
    withoutComments.lastIndexOf('</svg>'),
  );
  const elements: SvgElement[] = [];
  for (const m of body.matchAll(CHILD)) {
    elements.push({ tag: m[1] ?? 'path', attrs: readAttrs(m[2] ?? '') });
  }
  return { attrs: readAttrs(root[1] ?? ''), elements };
}
