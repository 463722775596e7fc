import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '@quire/navigation';
import { navigationView } from '@quire/render';

// Issue 21.6: under several languages, the version switcher shows each language's own `tag` badges.
describe('version tags per language', () => {
  it('shows the badge the current language gives each version', () => {
    const versions = (latest: string, prefix: string) => [
      { version: 'v2', tag: latest, pages: [`${prefix}v2/index`] },
      { version: 'v1', pages: [`${prefix}v1/index`] },
    ];
    const config = {
      name: 'Acme',
      navigation: {
        languages: [
          { language: 'en', versions: versions('Latest', '') },
          { language: 'fr', versions: versions('Dernière', 'fr/') },
        ],
      },
    };
    const files = ['v2/index.mdx', 'v1/index.mdx', 'fr/v2/index.mdx', 'fr/v1/index.mdx'];
    const { model } = resolveNavigation({ config, files, frontmatter: () => ({ title: 'Page' }) });
    const tags = (url: string) => {
      const route = model.routes.find((r) => r.url === url);
      if (!route) throw new Error(`no route ${url}`);
      return navigationView(model, route).versions?.items.map((i) => [i.label, i.tag]);
    };
    expect(tags('/v2')).toEqual([
      ['v2', 'Latest'],
      ['v1', undefined],
    ]);
    expect(tags('/fr/v2')).toEqual([
      ['v2', 'Dernière'],
      ['v1', undefined],
    ]);
  });
});
