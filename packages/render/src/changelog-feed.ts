/** One `<Update>` of a changelog page, as its RSS item. */
export interface FeedEntry {
  /** The update's `rss.title`, else its `label`. */
  readonly title: string;
  /** Its anchor on the page. */
  readonly id: string;
  /** The update's `rss.description`, else its `description`. */
  readonly description?: string | undefined;
}

export interface ChangelogFeed {
  /** The page's title and description, as the channel's. */
  readonly title: string;
  readonly description?: string | undefined;
  /** The page's URL (absolute when the site's URL is known), and the feed's. */
  readonly pageUrl: string;
  readonly feedUrl: string;
  readonly siteName: string;
  readonly entries: readonly FeedEntry[];
}

const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]!};`,
  );

/** The RSS 2.0 feed of a changelog page: one item per `<Update>`, newest (first on the page) first. */
export function changelogFeedXml(feed: ChangelogFeed): string {
  const items = feed.entries.map((e) => {
    const link = escapeXml(`${feed.pageUrl}#${e.id}`);
    return [
      '    <item>',
      `      <title>${cdata(e.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      ...(e.description ? [`      <description>${cdata(e.description)}</description>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss xmlns:atom="http://www.w3.org/2005/Atom" version="2.0">',
    '  <channel>',
    `    <title>${cdata(feed.title)}</title>`,
    `    <description>${cdata(feed.description ?? feed.title)}</description>`,
    `    <link>${escapeXml(feed.pageUrl)}</link>`,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <copyright>${cdata(feed.siteName)}</copyright>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
