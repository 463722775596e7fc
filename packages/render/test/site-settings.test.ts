import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '@quire/navigation';
import { chromeFromConfig, layoutForRoute, renderDocument } from '@quire/render';

/** One page of a site with this docs.json, laid out and rendered as the build does. */
function renderHome(config: Record<string, unknown>, baseUrl?: string) {
  const full = { name: 'Acme', navigation: { pages: ['index'] }, ...config };
  const { model } = resolveNavigation({
    config: full,
    files: ['index.mdx'],
    frontmatter: () => ({ title: 'Home' }),
  });
  const layout = layoutForRoute(
    model,
    model.routes[0]!,
    chromeFromConfig(full, baseUrl),
    { title: 'Home', contentHtml: '<p>Hi</p>', toc: [] },
    { css: [], js: [], modules: [] },
  );
  const html = renderDocument(layout, { renderIcon: () => null });
  const graph = (
    JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as { '@graph'?: Record<string, unknown>[] }
  )['@graph'];
  return { html, graph: graph ?? [] };
}

const nodeOf = (graph: Record<string, unknown>[], type: string) =>
  graph.find((n) => n['@type'] === type);

describe('seo.organization: the publisher in the structured data', () => {
  it('is written with every field given, and each page names it as its publisher', () => {
    const { graph } = renderHome(
      {
        seo: {
          organization: {
            id: 'https://acme.dev/#org',
            name: 'Acme Docs',
            legalName: 'Acme Inc.',
            url: 'https://acme.dev',
            logo: 'https://acme.dev/logo.png',
            sameAs: ['https://github.com/acme', 'https://x.com/acme'],
          },
        },
      },
      'https://docs.acme.dev',
    );
    expect(nodeOf(graph, 'Organization')).toEqual({
      '@type': 'Organization',
      '@id': 'https://acme.dev/#org',
      name: 'Acme Docs',
      legalName: 'Acme Inc.',
      url: 'https://acme.dev',
      logo: 'https://acme.dev/logo.png',
      sameAs: ['https://github.com/acme', 'https://x.com/acme'],
    });
    expect(nodeOf(graph, 'TechArticle')?.publisher).toEqual({ '@id': 'https://acme.dev/#org' });
  });

  it("defaults to the site's name, origin and logo when seo.organization is not set", () => {
    const { graph } = renderHome({ logo: '/logo/light.svg' }, 'https://docs.acme.dev/guides');
    expect(nodeOf(graph, 'Organization')).toEqual({
      '@type': 'Organization',
      '@id': 'https://docs.acme.dev/#organization',
      name: 'Acme',
      url: 'https://docs.acme.dev',
      logo: 'https://docs.acme.dev/logo/light.svg',
    });
  });

  it('is left out when neither an id nor the site URL is known', () => {
    expect(nodeOf(renderHome({}).graph, 'Organization')).toBeUndefined();
  });
});

describe('footer.socials: one labelled link per network', () => {
  /** Every network the reference lists, in its order. */
  const SOCIALS: Record<string, string> = {
    x: 'https://example.com/x',
    website: 'https://example.com/website',
    facebook: 'https://example.com/facebook',
    youtube: 'https://example.com/youtube',
    discord: 'https://example.com/discord',
    slack: 'https://example.com/slack',
    github: 'https://example.com/github',
    linkedin: 'https://example.com/linkedin',
    instagram: 'https://example.com/instagram',
    'hacker-news': 'https://example.com/hacker-news',
    medium: 'https://example.com/medium',
    telegram: 'https://example.com/telegram',
    twitter: 'https://example.com/twitter',
    'x-twitter': 'https://example.com/x-twitter',
    'earth-americas': 'https://example.com/earth-americas',
    bluesky: 'https://example.com/bluesky',
    threads: 'https://example.com/threads',
    reddit: 'https://example.com/reddit',
    podcast: 'https://example.com/podcast',
  };

  it('links every key the reference lists, in order, labelled with its name', () => {
    const { html } = renderHome({ footer: { socials: SOCIALS } });
    const links = [
      ...html.matchAll(/<a href="https:\/\/example\.com\/([a-z-]+)" aria-label="([a-z-]+)"/g),
    ];
    expect(links.map((m) => m[1])).toEqual(Object.keys(SOCIALS));
    expect(links.every((m) => m[1] === m[2])).toBe(true);
  });
});
