/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import {
  builtinComponentNames,
  builtinComponents,
  createPassthrough,
  Tree,
  Color,
  GitHub,
} from '@quire/components';
import { renderPage } from './render-page.js';

/** Section 6.4 of the reference, plus the parts and aliases pages use. */
const SECTION_6_4 = [
  'Note',
  'Info',
  'Tip',
  'Warning',
  'Check',
  'Danger',
  'Callout',
  'Card',
  'CardGroup',
  'Columns',
  'Steps',
  'Step',
  'Tabs',
  'Tab',
  'CodeGroup',
  'Accordion',
  'AccordionGroup',
  'Expandable',
  'ParamField',
  'ResponseField',
  'RequestExample',
  'ResponseExample',
  'Frame',
  'Icon',
  'Tooltip',
  'Badge',
  'Update',
  'Panel',
  'Tile',
  'Tree',
  'Tree.Folder',
  'Tree.File',
  'Color',
  'Color.Row',
  'Color.Item',
  'View',
  'Visibility',
  'Prompt',
  'GitHub.Repo',
  'Heading',
  'CodeBlock',
  'Column',
  'FileTree',
  'Mermaid',
];

describe('builtinComponents', () => {
  test('has every component of section 6.4, and the name set matches the map', () => {
    for (const name of SECTION_6_4) expect(builtinComponentNames.has(name), name).toBe(true);
    expect([...builtinComponentNames].sort()).toEqual(Object.keys(builtinComponents).sort());
  });

  test('parts hang off their component so MDX member expressions resolve', () => {
    expect(builtinComponents.Tree.Folder).toBe(Tree.Folder);
    expect(builtinComponents['Tree.File']).toBe(Tree.File);
    expect(builtinComponents.Color.Item).toBe(Color.Item);
    expect(builtinComponents.GitHub.Repo).toBe(GitHub.Repo);
    expect(builtinComponents.FileTree).toBe(Tree);
  });
});

test('createPassthrough renders only the children of an unknown component', () => {
  const Unknown = createPassthrough('YourWidget');
  expect(Unknown.displayName).toBe('YourWidget');
  expect(
    renderPage(
      <Unknown title="ignored">
        <p>kept</p>text
      </Unknown>,
    ).html,
  ).toBe('<p>kept</p>text');
});

describe('Link', () => {
  test('is a plain anchor, external links get rel=noopener', async () => {
    const { renderToString } = await import('preact-render-to-string');
    const { Link } = builtinComponents;
    expect(renderToString(<Link href="/guides/start">Start</Link>)).toBe(
      '<a href="/guides/start">Start</a>',
    );
    expect(renderToString(<Link href="https://mem0.ai">Mem0</Link>)).toBe(
      '<a href="https://mem0.ai" rel="noopener">Mem0</a>',
    );
  });
});
