import { inlineMarkdown } from '../inline-markdown.js';
import type { PageView } from '../layout-model.js';

/** Eyebrow or breadcrumbs, the title and the description (its inline Markdown rendered). */
export function PageHeader({ page }: { page: PageView }) {
  return (
    <header class="q-page-header">
      {page.breadcrumbs && page.breadcrumbs.length > 0 ? (
        <nav class="q-breadcrumbs" aria-label="Breadcrumbs">
          <ol role="list">
            {page.breadcrumbs.map((c) => (
              <li>{c.href ? <a href={c.href}>{c.label}</a> : <span>{c.label}</span>}</li>
            ))}
          </ol>
        </nav>
      ) : page.eyebrow ? (
        <p class="q-eyebrow">{page.eyebrow}</p>
      ) : null}
      <h1 id="page-title" class="q-page-title">
        {page.title}
      </h1>
      {page.description ? (
        <p
          class="q-page-description"
          dangerouslySetInnerHTML={{ __html: inlineMarkdown(page.description) }}
        />
      ) : null}
    </header>
  );
}
