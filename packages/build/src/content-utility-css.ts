import { createRequire } from 'node:module';
import type Postcss from 'postcss';
import type { Plugin, Rule } from 'postcss';
import type TailwindPlugin from 'tailwindcss';

const require = createRequire(import.meta.url);
const CLASS_ATTR =
  /\b(?:className|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

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

/** A border width set by a utility (`border`, `border-t-2`, `divide-y`…). */
const BORDER_WIDTH =
  /^border(-(top|right|bottom|left|inline|block|inline-start|inline-end|block-start|block-end))?-width$/;

/**
 * The one part of Tailwind's preflight that border utilities depend on, for their elements only:
 * preflight gives every element `border: 0 solid <gray-200>`, so that `border` (a width alone)
 * draws a light line. Without it, `border` draws nothing (the style is `none`). Inside `:where()`,
 * so that any other rule, a `border-dashed` or a colour, still wins.
 */
function borderPreflight(postcss: typeof Postcss): Plugin {
  return {
    postcssPlugin: 'quire-border-preflight',
    OnceExit(root) {
      const selectors = new Set<string>();
      root.walkDecls(BORDER_WIDTH, (decl) => {
        const rule = decl.parent;
        if (rule?.type === 'rule')
          for (const selector of (rule as Rule).selectors) selectors.add(selector);
      });
      if (selectors.size > 0)
        root.prepend(
          postcss.rule({
            selector: `:where(${[...selectors].join(', ')})`,
            nodes: [postcss.decl({ prop: 'border', value: '0 solid #e5e7eb' })],
          }),
        );
    },
  };
}

/**
 * The Tailwind (v3, as on the reference platform) utilities for the classes pages use, and
 * only those: no preflight, so the site's own styles are untouched (but for the border reset
 * of elements with border utilities, see `borderPreflight`); `dark:` follows the theme toggle;
 * `primary` colours follow docs.json. Tailwind is loaded only when some page has classes
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
          primary: {
            DEFAULT: 'var(--q-primary)',
            light: 'var(--q-primary-light)',
            dark: 'var(--q-primary-dark)',
          },
          'background-light': 'var(--q-bg)',
          'background-dark': 'var(--q-bg)',
        },
      },
    },
  });
  const result = await postcss([plugin, borderPreflight(postcss)]).process(
    '@tailwind components;\n@tailwind utilities;',
    { from: undefined },
  );
  return result.css;
}
