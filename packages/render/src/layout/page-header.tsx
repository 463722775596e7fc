import { inlineMarkdown } from '../inline-markdown.js';
import type { ContextualMenuView } from '../contextual/contextual-menu-model.js';
import type { PageView } from '../layout-model.js';
import { ContextualMenuBar } from './contextual-menu.js';
import { useText } from './text-context.js';

/** Eyebrow or breadcrumbs, the title, the contextual menu and the description (its inline Markdown rendered). */
export function PageHeader({
  page,
  menu,
}: {
  page: PageView;
  menu?: ContextualMenuView | undefined;
}) {
  const say = useText();
  return (
    <header class="q-page-header">
      {page.breadcrumbs && page.breadcrumbs.length > 0 ? (
        <nav class="q-breadcrumbs" aria-label={say('layout.breadcrumbs')}>
          <ol role="list">
            {page.breadcrumbs.map((c) => (
              <li>{c.href ? <a href={c.href}>{c.label}</a> : <span>{c.label}</span>}</li>
            ))}
          </ol>
        </nav>
      ) : page.eyebrow ? (
        <p class="q-eyebrow">{page.eyebrow}</p>
      ) : null}
      {menu ? (
        <div class="q-page-title-row">
          <h1 id="page-title" class="q-page-title">
            {page.title}
          </h1>
          <ContextualMenuBar menu={menu} />
        </div>
      ) : (
        <h1 id="page-title" class="q-page-title">
          {page.title}
        </h1>
      )}
      {page.description ? (
        <p
          class="q-page-description"
          dangerouslySetInnerHTML={{ __html: inlineMarkdown(page.description) }}
        />
      ) : null}
    </header>
  );
}
