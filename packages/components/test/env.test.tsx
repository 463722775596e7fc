/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import { Badge, Columns, Heading, Prompt, Visibility, cursorPromptLink } from '@quire/components';
import { renderPage } from './render-page.js';

describe('invalid props', () => {
  test('fall back to the default and report components/invalid-prop at the prop in the source', () => {
    const source = 'Intro\n\n<Columns cols={6}>\n  <Badge color="pink">x</Badge>\n</Columns>\n';
    const { html, diagnostics } = renderPage(
      <Columns cols={6}>
        <Badge color="pink">x</Badge>
      </Columns>,
      { source, file: 'a.mdx' },
    );
    expect(html).toContain('class="q-columns q-columns--2" data-cols="2"');
    expect(html).toContain('q-badge--gray');
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['components/invalid-prop', 'a.mdx', 3, 10],
      ['components/invalid-prop', 'a.mdx', 4, 10],
    ]);
    expect(diagnostics[0]?.message).toBe('<Columns> got cols=6; expected one of 1, 2, 3, 4.');
    expect(diagnostics[1]?.hint).toBe(
      'Use one of the listed values; "pink" is rendered as "gray".',
    );
  });

  test('numbers written as strings are accepted', () => {
    const { html, diagnostics } = renderPage(<Columns cols="3">x</Columns>);
    expect(html).toContain('q-columns--3');
    expect(diagnostics).toEqual([]);
  });

  test('a problem whose text is not in the source is reported on the file alone', () => {
    const { diagnostics } = renderPage(<Heading level={9}>x</Heading>, {
      source: 'nothing here',
      file: 'b.mdx',
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'components/invalid-prop', file: 'b.mdx' });
    expect(diagnostics[0]?.line).toBeUndefined();
  });
});

describe('Visibility', () => {
  const page = (
    <>
      <Visibility for="humans">
        <p>web</p>
      </Visibility>
      <Visibility for="agents">
        <p>markdown</p>
      </Visibility>
    </>
  );
  test('the HTML site shows content for humans only', () => {
    expect(renderPage(page).html).toBe('<p>web</p>');
  });
  test('the agents audience (Markdown export) shows the other half', () => {
    expect(renderPage(page, { audience: 'agents' }).html).toBe('<p>markdown</p>');
  });
});

test('Prompt copies its children and links them to Cursor', () => {
  const { html } = renderPage(
    <Prompt description="Write **docs**" actions={['copy', 'cursor']}>
      <p>Be concise & clear.</p>
    </Prompt>,
  );
  expect(html).toContain('<span class="q-prompt__description">Write <strong>docs</strong></span>');
  expect(html).toContain(
    `href="${cursorPromptLink('Be concise & clear.').replace(/&/g, '&amp;')}"`,
  );
  expect(cursorPromptLink('a b')).toBe('cursor://anysphere.cursor-deeplink/prompt?text=a%20b');
  expect(html).toContain(
    '<div class="q-prompt__body" data-copy-source><p>Be concise &amp; clear.</p></div>',
  );
});
