import { changelogFeedXml, type FeedEntry } from '@quire/render';
import { underBasePath } from '@quire/navigation';

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
const text = (html: string) => decode(html.replace(/<[^>]*>/g, '')).trim();

/** The `<Update>` entries of a rendered page, in page order (their `rss` props first, then label and description). */
export function updatesOf(contentHtml: string): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const sections = contentHtml.matchAll(
    /<section\b([^>]*\sdata-update(?:="")?(?=[\s>])[^>]*)>([\s\S]*?)<\/section>/g,
  );
  for (const [, attrs = '', body = ''] of sections) {
    const id = ATTRIBUTE('id').exec(attrs)?.[1];
    if (!id) continue;
    const label = /class="q-update__label"[^>]*>([\s\S]*?)<\/(a|span)>/.exec(body)?.[1];
    const description = /class="q-update__description">([\s\S]*?)<\/div>/.exec(body)?.[1];
    const rssTitle = ATTRIBUTE('data-rss-title').exec(attrs)?.[1];
    const rssDescription = ATTRIBUTE('data-rss-description').exec(attrs)?.[1];
    entries.push({
      id: decode(id),
      title: rssTitle !== undefined ? decode(rssTitle) : text(label ?? id),
      description:
        rssDescription !== undefined
          ? decode(rssDescription)
          : description === undefined
            ? undefined
            : text(description),
    });
  }
  return entries;
}

/** Where a page's feed is published: `<page URL>/rss.xml` (`/rss.xml` for the home page). */
export const feedPathFor = (url: string) => (url === '/' ? 'rss.xml' : `${url.slice(1)}/rss.xml`);

/**
 * The RSS feed of a page made of `<Update>` entries, as the reference publishes it at the page's URL
 * with `/rss.xml` appended; undefined for a page without updates.
 */
export function pageFeed(input: {
  readonly url: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly contentHtml: string;
  readonly siteName: string;
  readonly baseUrl: string | undefined;
  readonly basePath: string;
}): { readonly path: string; readonly contents: string; readonly href: string } | undefined {
  const entries = updatesOf(input.contentHtml);
  if (entries.length === 0) return undefined;
  const path = feedPathFor(input.url);
  const absolute = (p: string) =>
    input.baseUrl
      ? `${input.baseUrl.replace(/\/$/, '')}${p === '/' ? '' : p}`
      : underBasePath(input.basePath, p);
  return {
    path,
    href: underBasePath(input.basePath, `/${path}`),
    contents: changelogFeedXml({
      title: input.title,
      description: input.description,
      pageUrl: absolute(input.url),
      feedUrl: absolute(`/${path}`),
      siteName: input.siteName,
      entries,
    }),
  };
}
