/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import {
  Card,
  Icon,
  createIconRegistry,
  nodeIconLoaders,
  renderIcon,
  type IconLoaders,
} from '@quire/components';
import { registry, renderPage } from './render-page.js';

const svg = (html: string) => html.match(/<svg[^>]*>/)?.[0] ?? '';

describe('renderIcon', () => {
  test('Font Awesome solid by default, with aliases', () => {
    const html = renderToString(renderIcon('house', { registry }));
    expect(svg(html)).toContain('data-icon="house"');
    expect(svg(html)).toContain('q-icon--fontawesome');
    expect(svg(html)).toContain('fill="currentColor"');
    expect(registry.resolve('exclamation-triangle', 'fontawesome')?.name).toBe(
      'triangle-exclamation',
    );
    expect(registry.resolve('house', 'fontawesome')?.style).toBe('solid');
  });

  test('Font Awesome Pro names not in the free set are drawn from Lucide, then Tabler', () => {
    expect(registry.resolve('house', 'fontawesome')?.library).toBe('fontawesome');
    expect(registry.resolve('sparkles', 'fontawesome')?.library).toBe('lucide');
    expect(registry.resolve('webhook', 'fontawesome')?.library).toBe('lucide');
    expect(registry.resolve('no-such-icon-anywhere', 'fontawesome')).toBeUndefined();
  });

  test('Font Awesome Pro names the corpora use are drawn with their closest free icon', () => {
    const drawn = (name: string) => {
      const shape = registry.resolve(name, 'fontawesome');
      return shape && `${shape.library}:${shape.name}`;
    };
    expect(drawn('rocket-launch')).toBe('fontawesome:rocket');
    expect(drawn('message-bot')).toBe('lucide:bot-message-square');
    expect(drawn('microchip-ai')).toBe('tabler:cpu');
    expect(drawn('circle-3')).toBe('tabler:circle-number-3');
    expect(drawn('square-k')).toBe('tabler:square-letter-k');
    expect(drawn('llama')).toBeUndefined();
  });

  test('Font Awesome regular and brands; Pro-only styles fall back to solid, then regular, then brands', () => {
    const regular = registry.resolve('star', 'fontawesome', 'regular');
    const solid = registry.resolve('star', 'fontawesome', 'solid');
    expect(regular?.style).toBe('regular');
    expect(solid?.style).toBe('solid');
    expect(regular?.elements[0]?.attrs.d).not.toBe(solid?.elements[0]?.attrs.d);
    expect(registry.resolve('star', 'fontawesome', 'light')?.style).toBe('solid');
    expect(registry.resolve('key', 'fontawesome', 'regular')?.style).toBe('solid');
    expect(registry.resolve('github', 'fontawesome')?.style).toBe('brands');
    expect(registry.resolve('github', 'fontawesome', 'duotone')?.style).toBe('brands');
    expect(registry.resolve('GitHub', 'fontawesome')?.name).toBe('github');
  });

  test('the object form picks its own library and style', () => {
    const html = renderToString(
      renderIcon({ name: 'house', library: 'lucide' }, { registry, library: 'fontawesome' }),
    );
    expect(svg(html)).toContain('q-icon--lucide');
    expect(svg(html)).toContain('stroke="currentColor"');
  });

  test('Lucide names, aliases and the brand fallback', () => {
    expect(registry.resolve('text-align-start', 'lucide')?.library).toBe('lucide');
    expect(registry.resolve('alarm-check', 'lucide')?.name).toBe('alarm-clock-check');
    const python = registry.resolve('python', 'lucide');
    expect(python?.library).toBe('fontawesome');
    expect(python?.style).toBe('brands');
  });

  test('Tabler outline and filled, without the invisible bounding path', () => {
    const outline = registry.resolve('home', 'tabler');
    const filled = registry.resolve('home', 'tabler', 'filled');
    expect(outline?.style).toBe('outline');
    expect(outline?.paint).toBe('stroke');
    expect(filled?.style).toBe('filled');
    expect(filled?.paint).toBe('fill');
    expect(outline?.elements.some((e) => e.attrs.d === 'M0 0h24v24H0z')).toBe(false);
  });

  test('URLs and repository paths become images', () => {
    expect(renderToString(renderIcon('https://example.com/i.png', { registry }))).toBe(
      '<img class="q-icon q-icon--image" src="https://example.com/i.png" alt aria-hidden="true"/>',
    );
    expect(renderToString(renderIcon('/images/logo.svg', { registry }))).toContain(
      '<img class="q-icon q-icon--image" src="/images/logo.svg"',
    );
    expect(renderToString(renderIcon('icons/logo.png', { registry }))).toContain(
      'src="icons/logo.png"',
    );
  });

  test('inline SVG JSX is kept as given', () => {
    const html = renderToString(
      renderIcon(
        <svg viewBox="0 0 1 1">
          <rect width="1" height="1" />
        </svg>,
        { registry },
      ),
    );
    expect(html).toBe(
      '<span class="q-icon q-icon--custom" aria-hidden="true"><svg viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg></span>',
    );
  });

  test('size and colour', () => {
    const html = renderToString(renderIcon('flag', { registry, size: 32, color: '#FF5733' }));
    expect(svg(html)).toContain('style="width:32px;height:32px;color:#FF5733;"');
  });
});

describe('unknown icons', () => {
  test('render a placeholder and one warning with a place and a did-you-mean hint', () => {
    const source =
      '---\ntitle: x\n---\n\n<Card title="A" icon="rocket-launchh" />\n<Icon icon="rocket-launchh" />\n';
    const { html, diagnostics } = renderPage(
      <>
        <Card title="A" icon="rocket-launchh" />
        <Icon icon="rocket-launchh" />
      </>,
      { source, file: 'guide/start.mdx' },
    );
    expect(html.match(/q-icon--missing/g)?.length).toBe(2);
    expect(html).toContain('data-icon="rocket-launchh"');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'components/unknown-icon',
      severity: 'warning',
      file: 'guide/start.mdx',
      line: 5,
      column: 22,
      endColumn: 38,
      message:
        'Icon "rocket-launchh" is not in the fontawesome icon library; a placeholder is shown instead.',
    });
    expect(diagnostics[0]?.hint).toContain('"rocket"');
  });

  test('an fa- prefix gets its own hint', () => {
    const { diagnostics } = renderPage(<Icon icon="fa-house" />);
    expect(diagnostics[0]?.hint).toBe('Icon names do not start with "fa-": write "house".');
  });

  test('without an environment the placeholder renders and nothing is reported', () => {
    expect(renderToString(<Icon icon="house" />)).toContain('q-icon--missing');
  });
});

describe('the registry', () => {
  test('loads each library once, on first use, through the injected loaders', () => {
    const calls = { fontawesome: 0, lucide: 0, tabler: 0 };
    const counting: IconLoaders = {
      fontawesome: () => (calls.fontawesome++, nodeIconLoaders.fontawesome()),
      lucide: () => (calls.lucide++, nodeIconLoaders.lucide()),
      tabler: () => (calls.tabler++, nodeIconLoaders.tabler()),
    };
    const own = createIconRegistry(counting);
    expect(calls).toEqual({ fontawesome: 0, lucide: 0, tabler: 0 });
    own.resolve('house', 'fontawesome');
    own.resolve('star', 'fontawesome', 'regular');
    own.resolve('house', 'lucide');
    own.resolve('house', 'lucide');
    expect(calls).toEqual({ fontawesome: 1, lucide: 1, tabler: 0 });
  });

  test('works with a fake library (the loaders are the only edge)', () => {
    const fake = createIconRegistry({
      fontawesome: () => ({
        solid: [
          { prefix: 'fas', iconName: 'dot', icon: [10, 10, ['point'], 'f000', 'M0 0h10v10z'] },
        ],
        regular: [],
        brands: [],
      }),
      lucide: () => ({}),
      tabler: () => ({ read: () => undefined, names: () => [] }),
    });
    expect(renderToString(renderIcon('point', { registry: fake }))).toBe(
      '<svg class="q-icon q-icon--fontawesome" data-icon="dot" viewBox="0 0 10 10" fill="currentColor" aria-hidden="true" focusable="false"><path d="M0 0h10v10z"></path></svg>',
    );
  });

  test('only the icons a page uses are inlined', () => {
    const { html } = renderPage(
      <>
        <Icon icon="house" />
        <Icon icon="flag" />
        <Icon icon="house" />
      </>,
    );
    const used = [...html.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);
    expect(used).toEqual(['house', 'flag', 'house']);
  });
});

test("an author's inline style on <Icon> is kept, with size and colour added", () => {
  const { html } = renderPage(
    <>
      <Icon icon="github" style="width: 14px; height: 14px;" />
      <Icon icon="github" style="width: 14px" color="red" />
      <Icon icon="github" style={{ opacity: 0.5 }} size={10} />
    </>,
  );
  expect([...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1])).toEqual([
    'width: 14px; height: 14px',
    'width: 14px;color:red',
    'opacity:0.5;width:10px;height:10px;',
  ]);
});
