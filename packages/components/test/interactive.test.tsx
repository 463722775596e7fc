/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import {
  Accordion,
  CodeBlock,
  CodeGroup,
  Expandable,
  Tab,
  Tabs,
  Tooltip,
  Tree,
} from '@quire/components';
import { renderPage } from './render-page.js';

const html = (tree: preact.ComponentChildren) => renderPage(tree).html;
const attr = (out: string, re: RegExp) => [...out.matchAll(re)].map((m) => m[1]);

describe('Tabs', () => {
  test('buttons and panels carry the titles that same-titled tabs and code groups sync on', () => {
    const out = html(
      <>
        <Tabs>
          <Tab title="npm">a</Tab>
          <Tab title="pnpm">b</Tab>
        </Tabs>
        <CodeGroup>
          <CodeBlock title="npm" code="npm i" />
          <CodeBlock title="pnpm" code="pnpm add" />
        </CodeGroup>
      </>,
    );
    expect(attr(out, /class="q-tabs__tab"[^>]*data-tab-title="([^"]+)"/g)).toEqual(['npm', 'pnpm']);
    expect(attr(out, /class="q-tabs__panel"[^>]*data-tab-title="([^"]+)"/g)).toEqual([
      'npm',
      'pnpm',
    ]);
    expect(attr(out, /class="q-code-group__tab"[^>]*data-tab-title="([^"]+)"/g)).toEqual([
      'npm',
      'pnpm',
    ]);
    expect(attr(out, /data-sync="([^"]+)"/g)).toEqual(['true', 'true']);
  });

  test('defaultTabIndex picks the first panel shown; out of range falls back to the first', () => {
    const two = (index: number) =>
      html(
        <Tabs defaultTabIndex={index}>
          <Tab title="A">a</Tab>
          <Tab title="B">b</Tab>
        </Tabs>,
      );
    expect(attr(two(1), /data-tab-title="([^"]+)" aria-selected="true"/g)).toEqual(['B']);
    expect(attr(two(1), /data-tab-title="([^"]+)" data-active/g)).toEqual(['B']);
    expect(attr(two(5), /data-tab-title="([^"]+)" data-active/g)).toEqual(['A']);
  });

  test('sync={false} opts out', () => {
    expect(
      html(
        <Tabs sync={false}>
          <Tab title="A">a</Tab>
        </Tabs>,
      ),
    ).toContain('data-sync="false"');
    expect(
      html(
        <Tabs sync="false">
          <Tab title="A">a</Tab>
        </Tabs>,
      ),
    ).toContain('data-sync="false"');
  });

  test('without JavaScript each panel carries its own label, so all content reads in order', () => {
    const out = html(
      <Tabs>
        <Tab title="A">first</Tab>
        <Tab title="B">second</Tab>
      </Tabs>,
    );
    expect(out).toContain('<div class="q-tabs__label"><span>A</span></div>first</div>');
    expect(out).toContain('<div class="q-tabs__label"><span>B</span></div>second</div>');
  });
});

describe('no-JavaScript structure', () => {
  test('accordions are details/summary and honour defaultOpen', () => {
    const closed = html(<Accordion title="Q">A</Accordion>);
    const open = html(
      <Accordion title="Q" defaultOpen>
        A
      </Accordion>,
    );
    expect(closed).toMatch(
      /^<details class="q-accordion" id="q" data-accordion><summary class="q-accordion__summary">/,
    );
    expect(open).toMatch(/^<details class="q-accordion" id="q" open data-accordion>/);
    expect(closed).toContain('<div class="q-accordion__content">A</div></details>');
  });

  test('expandables are details/summary with show and hide labels', () => {
    const out = html(<Expandable title="props">x</Expandable>);
    expect(out).toMatch(/^<details class="q-expandable"><summary class="q-expandable__summary">/);
    expect(out).toContain(
      '<span class="q-expandable__show">Show props</span><span class="q-expandable__hide">Hide props</span>',
    );
  });

  test('tree folders are details; non-openable folders are not', () => {
    const out = html(
      <Tree>
        <Tree.Folder name="src" defaultOpen>
          <Tree.File name="a.ts" />
        </Tree.Folder>
        <Tree.Folder name="fixed" openable={false}>
          <Tree.File name="b.ts" />
        </Tree.Folder>
      </Tree>,
    );
    expect(out).toContain(
      '<li class="q-tree__item q-tree__folder"><details open><summary class="q-tree__row">',
    );
    expect(out).toContain(
      '<li class="q-tree__item q-tree__folder" data-openable="false"><span class="q-tree__row">',
    );
    expect(out).not.toContain('b.ts');
  });

  test('tooltips are focusable and hold their bubble in the markup', () => {
    const out = html(<Tooltip tip="Tip text">term</Tooltip>);
    expect(out).toBe(
      '<span class="q-tooltip" data-tooltip><span class="q-tooltip__trigger" tabindex="0">term</span><span class="q-tooltip__bubble" role="tooltip"><span class="q-tooltip__tip">Tip text</span></span></span>',
    );
  });
});
