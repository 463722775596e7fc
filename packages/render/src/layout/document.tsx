import { clientMessages, PAGE_MESSAGES_ID } from '@quire/i18n';
import { BASE_PATH_ATTRIBUTE } from '@quire/navigation';
import type { LayoutModel } from '../layout-model.js';
import { Banner } from './banner.js';
import { Footer } from './footer.js';
import { Head } from './head.js';
import { LastModified } from './last-modified.js';
import { Navbar } from './navbar.js';
import { PageHeader } from './page-header.js';
import { Pagination } from './pagination.js';
import { Sidebar } from './sidebar.js';
import { TabBar } from './tab-bar.js';
import { textDirection } from './text-direction.js';
import { themeLayout } from './theme-layout.js';
import { Toc } from './toc.js';
import { ContextualMenuBar } from './contextual-menu.js';
import { TextContext, textFor, useText } from './text-context.js';

/** JSON to sit inside a `<script>`: no `<` that could close it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The main column. An endpoint's request and response examples (`aside`) sit in the article after
 * the notices: the stylesheet puts them in a column beside the reference on a wide screen, and right
 * after the endpoint line on a narrow one (site.css).
 */
function Content({
  model,
  menuInToc,
  aside,
}: {
  model: LayoutModel;
  menuInToc: boolean;
  aside: boolean;
}) {
  const { page } = model;
  const say = useText();
  return (
    <main id="content-area" class="q-content">
      <article class="q-article">
        <PageHeader page={page} menu={menuInToc ? undefined : page.contextual} />
        {page.feed?.button ? (
          <a class="q-rss-link" href={page.feed.href} type="application/rss+xml">
            {say('layout.rssFeed')}
          </a>
        ) : null}
        {(page.notices ?? []).map((n) => (
          <div class="q-notice" role="note">
            {n}
          </div>
        ))}
        {aside && page.asideHtml ? (
          <aside
            class="q-aside"
            aria-label={say('layout.examples')}
            dangerouslySetInnerHTML={{ __html: page.asideHtml }}
          />
        ) : null}
        <div
          id="content"
          class="q-prose"
          lang={page.contentLang}
          data-q-content
          dangerouslySetInnerHTML={{ __html: page.contentHtml }}
        />
        <LastModified date={page.lastModified} lang={model.lang} />
      </article>
      <Pagination page={page} />
      <Footer site={model.site} />
    </main>
  );
}

/** The whole page: the layout around the content, according to the page mode. */
export function Document({ model }: { model: LayoutModel }) {
  const { page, site } = model;
  const say = textFor(model.lang);
  const mode = page.mode;
  const bare = mode === 'custom' || mode === 'frame';
  const hasSidebar = mode !== 'custom' && mode !== 'center';
  // Wide pages give up the table of contents, not an endpoint's request and response examples (which replace it).
  const hasAside = (mode === 'default' || mode === 'wide') && !!page.asideHtml;
  const tabs = bare ? null : <TabBar tabs={model.tabs} />;
  const tabsInNavbar = themeLayout(site.theme).tabs === 'navbar';
  const hasRight =
    !hasAside && mode === 'default' && page.toc.some((e) => e.depth >= 2 && e.depth <= 3);
  // `display: toc` puts the menu above the table of contents; a page without one shows it in its header.
  const menuInToc = hasRight && page.contextual?.display === 'toc';
  const messages = clientMessages(model.lang);
  return (
    <TextContext.Provider value={say}>
      <html
        lang={model.lang}
        dir={textDirection(model.lang)}
        data-theme={site.theme ?? 'mint'}
        data-language={model.language}
        data-version={model.version}
        data-default-theme={site.appearance.default}
        data-theme-strict={site.appearance.strict ? 'true' : 'false'}
        data-page-mode={mode}
        {...(site.basePath ? { [BASE_PATH_ATTRIBUTE]: site.basePath } : {})}
      >
        <Head model={model} />
        <body
          class={`q-body q-mode-${mode}${site.background?.decoration ? ` q-decoration-${site.background.decoration}` : ''}${site.background?.image ? ' q-has-bg-image' : ''}`}
        >
          <a class="q-skip-link" href="#content-area">
            {say('layout.skipToContent')}
          </a>
          <Banner
            banner={model.languageBanner ? { ...model.languageBanner, type: 'info' } : site.banner}
          />
          <Navbar model={model} tabs={tabsInNavbar ? tabs : null} />
          {tabsInNavbar ? null : tabs}
          <div
            class={`q-layout${hasSidebar ? ' has-sidebar' : ''}${hasRight ? ' has-right' : ''}${hasAside ? ' has-aside' : ''}`}
          >
            {hasSidebar ? <Sidebar model={model} /> : null}
            {bare ? (
              <main
                id="content-area"
                class="q-content q-content--bare"
                data-q-content
                dangerouslySetInnerHTML={{ __html: page.contentHtml }}
              />
            ) : (
              <Content model={model} menuInToc={menuInToc} aside={hasAside} />
            )}
            {hasRight ? (
              <div class="q-right">
                {menuInToc ? <ContextualMenuBar menu={page.contextual} /> : null}
                <Toc toc={page.toc} />
              </div>
            ) : null}
          </div>
          {messages ? (
            <script
              type="application/json"
              id={PAGE_MESSAGES_ID}
              dangerouslySetInnerHTML={{ __html: scriptJson(messages) }}
            />
          ) : null}
        </body>
      </html>
    </TextContext.Provider>
  );
}
