import { underBasePath } from '@quire/navigation';
import type { LayoutModel } from '../layout-model.js';
import { markdownPathOf } from '../contextual/contextual-for-page.js';
import { thumbnailPathOf } from '../thumbnail-path.js';
import { IntegrationHead } from './integration-head.js';
import { THEME_BOOTSTRAP } from './theme-bootstrap.js';
import { themeStyle } from './theme-style.js';

const NATIVE_META = new Set(['title', 'description', 'keywords', 'canonical', 'noindex', 'robots']);

function absolute(base: string | undefined, path: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return base ? `${base.replace(/\/$/, '')}${path}` : undefined;
}

/** Title, meta description, canonical, Open Graph, Twitter, robots, favicons, styles, JSON-LD. */
export function Head({ model }: { model: LayoutModel }) {
  const { site, page, assets } = model;
  const basePath = site.basePath ?? '';
  const title = page.title === site.name ? site.name : `${page.title} - ${site.name}`;
  const description = page.description ?? site.description;
  const canonical = page.canonical ?? absolute(site.baseUrl, page.url);
  const meta: Record<string, string> = { ...site.metatags, ...page.metatags };
  const ogTitle = meta['og:title'] ?? title;
  const ogDescription = meta['og:description'] ?? description;
  // The generated image, unless the page or the site names one: absolute when the site's URL is known.
  const thumbnail =
    site.thumbnails && meta['og:image'] === undefined
      ? (absolute(site.siteUrl ?? site.baseUrl, thumbnailPathOf(page.url)) ??
        underBasePath(basePath, thumbnailPathOf(page.url)))
      : undefined;
  const fontFamilies = [site.fonts?.heading, site.fonts?.body]
    .filter((f) => f && !f.source)
    .map((f) => f!.family);
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {page.keywords && page.keywords.length > 0 ? (
        <meta name="keywords" content={page.keywords.join(', ')} />
      ) : null}
      {page.noindex ? (
        <meta name="robots" content="noindex" />
      ) : meta.robots ? (
        <meta name="robots" content={meta.robots} />
      ) : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {page.feed ? (
        <link rel="alternate" type="application/rss+xml" title={page.title} href={page.feed.href} />
      ) : null}
      <meta name="generator" content="Quire" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={ogTitle} />
      {ogDescription ? <meta property="og:description" content={ogDescription} /> : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {thumbnail ? (
        <>
          <meta property="og:image" content={thumbnail} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          {meta['twitter:image'] ? null : <meta name="twitter:image" content={thumbnail} />}
        </>
      ) : null}
      <meta name="twitter:card" content={meta['twitter:card'] ?? 'summary_large_image'} />
      <meta name="twitter:title" content={meta['twitter:title'] ?? ogTitle} />
      {ogDescription ? (
        <meta name="twitter:description" content={meta['twitter:description'] ?? ogDescription} />
      ) : null}
      {Object.entries(meta)
        .filter(
          ([k]) =>
            !NATIVE_META.has(k) &&
            ![
              'og:title',
              'og:description',
              'twitter:card',
              'twitter:title',
              'twitter:description',
            ].includes(k),
        )
        .map(([k, v]) =>
          k.startsWith('og:') ? <meta property={k} content={v} /> : <meta name={k} content={v} />,
        )}
      {site.favicon ? (
        <>
          <link rel="icon" href={site.favicon.light} media="(prefers-color-scheme: light)" />
          <link rel="icon" href={site.favicon.dark} media="(prefers-color-scheme: dark)" />
        </>
      ) : null}
      {site.sitemap ? (
        <link rel="sitemap" type="application/xml" href={underBasePath(basePath, '/sitemap.xml')} />
      ) : null}
      <link
        rel="alternate"
        type="text/markdown"
        href={underBasePath(basePath, markdownPathOf(page.url))}
      />
      <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP }} />
      {/* The whole sidebar, fetched with the page rather than after the client starts. */}
      {model.sharedSidebar ? (
        <link
          rel="preload"
          href={underBasePath(basePath, model.sharedSidebar.src)}
          as="fetch"
          crossorigin="anonymous"
        />
      ) : null}
      {fontFamilies.length > 0 ? (
        <link
          rel="stylesheet"
          href={`https://fonts.googleapis.com/css2?${fontFamilies.map((f) => `family=${encodeURIComponent(f)}:wght@400;500;600;700`).join('&')}&display=swap`}
        />
      ) : null}
      {assets.css.map((href) => (
        <link rel="stylesheet" href={href} />
      ))}
      <style dangerouslySetInnerHTML={{ __html: themeStyle(site) }} />
      {page.jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(page.jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
      {assets.modules.map((src) => (
        <script type="module" src={src} />
      ))}
      {assets.js.map((src) => (
        <script src={src} defer />
      ))}
      <IntegrationHead integrations={site.integrations} />
    </head>
  );
}
