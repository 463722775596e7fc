import type { Route } from '@quire/navigation';
import type { PageContent } from '@quire/render';

const MODES = new Set(['default', 'wide', 'custom', 'frame', 'center']);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The parts of a page's frontmatter the layout uses: mode, SEO, pagination. */
export function pageMeta(
  route: Route,
  fm: Readonly<Record<string, unknown>>,
): Omit<PageContent, 'contentHtml' | 'asideHtml' | 'toc'> {
  const metatags: Record<string, string> = {};
  for (const [k, v] of Object.entries(fm)) {
    if ((k.startsWith('og:') || k.startsWith('twitter:')) && typeof v === 'string') metatags[k] = v;
  }
  if (typeof fm.robots === 'string') metatags.robots = fm.robots;
  const mode = str(fm.mode);
  const keywords = Array.isArray(fm.keywords)
    ? fm.keywords.filter((k): k is string => typeof k === 'string')
    : undefined;
  return {
    title: route.title,
    description: str(fm.description) ?? route.description,
    mode: mode && MODES.has(mode) ? (mode as PageContent['mode']) : 'default',
    noindex: fm.noindex === true || fm.hidden === true,
    keywords,
    canonical: str(fm.canonical),
    metatags,
    hideFooterPagination: fm.hideFooterPagination === true,
  };
}
