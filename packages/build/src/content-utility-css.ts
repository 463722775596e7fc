import { createRequire } from 'node:module';
import type TailwindPlugin from 'tailwindcss';

const require = createRequire(import.meta.url);
const CLASS_ATTR = /\b(?:className|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

/** Every class name written in `className`/`class` attributes of page and snippet sources. */
export function collectClassNames(sources: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(CLASS_ATTR)) {
      for (const c of (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) if (c) out.add(c);
    }
  }
  return out;
}

/**
 * The Tailwind (v3, as on the reference platform) utilities for the classes pages use, and
 * only those: no preflight, so the site's own styles are untouched; `dark:` follows the
 * theme toggle; `primary` colours follow docs.json. Tailwind is loaded only when some page has classes
 * (its modules take about 0.2 s of CPU to load, a large part of rebuilding an unchanged site).
 */
export async function contentUtilityCss(classNames: ReadonlySet<string>): Promise<string> {
  if (classNames.size === 0) return '';
  const { default: postcss } = await import('postcss');
  const tailwind = require('tailwindcss') as typeof TailwindPlugin;
  const plugin = tailwind({
    content: [{ raw: [...classNames].join(' '), extension: 'html' }],
    darkMode: 'class',
    corePlugins: { preflight: false },
    theme: {
      extend: {
        colors: {
          primary: { DEFAULT: 'var(--q-primary)', light: 'var(--q-primary-light)', dark: 'var(--q-primary-dark)' },
          'background-light': 'var(--q-bg)',
          'background-dark': 'var(--q-bg)',
        },
      },
    },
  });
  const result = await postcss([plugin]).process('@tailwind components;\n@tailwind utilities;', { from: undefined });
  return result.css;
}
