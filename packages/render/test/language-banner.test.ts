import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '@quire/navigation';
import { chromeFromConfig, layoutForRoute } from '@quire/render';

// Issue 21.6: a language's `banner` is rendered as the site banner is (inline Markdown), not inserted raw.
describe('the language banner', () => {
  it('is inline Markdown, with HTML escaped', () => {
    const config = {
      name: 'Acme',
      navigation: {
        languages: [
          { language: 'en', pages: ['index'] },
          {
            language: 'fr',
            banner: {
              content: '**Nouveau** : [lisez](/fr/news) <script>alert(1)</script>',
              dismissible: true,
            },
            pages: ['fr/index'],
          },
        ],
      },
    };
    const { model } = resolveNavigation({
      config,
      files: ['index.mdx', 'fr/index.mdx'],
      frontmatter: () => ({ title: 'Accueil' }),
    });
    const route = model.routes.find((r) => r.url === '/fr');
    expect(route).toBeDefined();
    const layout = layoutForRoute(
      model,
      route!,
      chromeFromConfig(config),
      { title: 'Accueil', contentHtml: '', toc: [] },
      { css: [], js: [], modules: [] },
    );
    expect(layout.languageBanner?.html).toContain('<strong>Nouveau</strong>');
    expect(layout.languageBanner?.html).toContain('<a href="/fr/news">lisez</a>');
    expect(layout.languageBanner?.html).not.toContain('<script>');
    expect(layout.languageBanner?.dismissible).toBe(true);
  });
});
