/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import {
  CodeBlock,
  CodeGroup,
  EXPANDABLE_MIN_LINES,
  Mermaid,
  RequestExample,
  ResponseExample,
  markLines,
} from '@quire/components';
import { SHIKI_HTML } from './fixture-cases.js';
import { renderPage } from './render-page.js';

const html = (tree: preact.ComponentChildren) => renderPage(tree).html;

describe('CodeBlock', () => {
  test("frames the compiler's highlighted HTML as given, copyable (the client adds the button), with a title bar", () => {
    const out = html(
      <CodeBlock language="js" title="a.js" code="const a = 1;" html={SHIKI_HTML} />,
    );
    expect(out).toContain(SHIKI_HTML.slice(0, 80));
    expect(out).toContain(
      '<span class="q-code__title">a.js</span><span class="q-code__language">js</span>',
    );
    expect(out).toMatch(
      /<div class="q-code" data-language="js" data-title="a.js" data-copy-scope>/,
    );
    // The copy button only works with JavaScript: the page leaves it out, addCodeCopyButtons puts it in.
    expect(out).not.toContain('q-copy');
    expect(out).toContain(
      '<div class="q-code__body"><div class="q-code__pre" data-copy-source><pre class="shiki',
    );
  });

  test('marks highlighted and focused lines in Shiki output', () => {
    const marked = markLines(SHIKI_HTML, [2], [1, 2]);
    expect(marked.match(/<span class="line[^"]*"/g)).toEqual([
      '<span class="line focused"',
      '<span class="line highlighted focused"',
    ]);
    expect(markLines(SHIKI_HTML, [], [])).toBe(SHIKI_HTML);
  });

  test('wraps bare lines (as the highlighter leaves them when nothing marks them) for marks and line numbers', () => {
    const bare =
      '<pre class="shiki" tabindex="0"><code><span class="l1 d2">const</span> a;\n\nb</code></pre>';
    expect(markLines(bare, [], [])).toBe(bare);
    expect(markLines(bare, [3], [])).toBe(
      '<pre class="shiki" tabindex="0"><code><span class="line"><span class="l1 d2">const</span> a;</span>\n<span class="line"></span>\n<span class="line highlighted">b</span></code></pre>',
    );
    expect(markLines(bare, [], [], true).match(/<span class="line">/g)).toHaveLength(3);
    const numbered = html(<CodeBlock language="js" code={'a\nb'} html={bare} lines />);
    expect(numbered).toContain('class="q-code q-code--lines"');
    expect(numbered.match(/<span class="line">/g)).toHaveLength(3);
    expect(html(<CodeBlock language="js" code={'a\nb'} html={bare} />)).not.toContain(
      'class="line',
    );
  });

  test('without html (JSX use) escapes the code from `code` or the children', () => {
    const out = html(
      <CodeBlock language="html" filename="x.html">
        {'<script>alert("x")</script>'}
      </CodeBlock>,
    );
    expect(out).toContain('<span class="line">&lt;script>alert(&quot;x&quot;)&lt;/script></span>');
    expect(out).not.toContain('<script>');
    expect(out).toContain('<span class="q-code__title">x.html</span>');
  });

  test('reads highlight and focus given as strings, as JSX authors write them', () => {
    const out = html(<CodeBlock code={'a\nb\nc\nd'} highlight="[1,3]" focus="2-3" />);
    expect(out.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line highlighted">',
      '<span class="line focused">',
      '<span class="line highlighted focused">',
      '<span class="line">',
    ]);
    expect(out).toContain('q-code--has-focus');
  });

  test('lines, wrap and nocopy', () => {
    const out = html(<CodeBlock code="x" lines wrap nocopy />);
    expect(out).toContain('class="q-code q-code--lines q-code--wrap"');
    expect(out).not.toContain('q-copy');
    expect(out).not.toContain('data-copy-scope');
    expect(out).not.toContain('q-code__header');
  });

  test(`expandable blocks collapse behind <details> only past ${EXPANDABLE_MIN_LINES} lines`, () => {
    const long = Array.from({ length: EXPANDABLE_MIN_LINES + 1 }, (_, i) => `line ${i}`).join('\n');
    const short = Array.from({ length: EXPANDABLE_MIN_LINES }, (_, i) => `line ${i}`).join('\n');
    expect(html(<CodeBlock code={long} expandable />)).toContain(
      '<details class="q-code__more"><summary>',
    );
    expect(html(<CodeBlock code={short} expandable />)).not.toContain('q-code__more');
    expect(html(<CodeBlock code={long} />)).not.toContain('q-code__more');
  });
});

describe('CodeGroup', () => {
  test('labels tabs with titles, then filenames, then languages, then positions', () => {
    const out = html(
      <CodeGroup>
        <CodeBlock title="npm" language="bash" code="npm i" />
        <CodeBlock filename="yarn.sh" code="yarn add" />
        <CodeBlock language="python" code="pip install" />
        <CodeBlock code="?" />
      </CodeGroup>,
    );
    const labels = [
      ...out.matchAll(
        /<button type="button" class="q-code-group__tab"[^>]*data-tab-title="([^"]+)"/g,
      ),
    ].map((m) => m[1]);
    expect(labels).toEqual(['npm', 'yarn.sh', 'python', 'Example 4']);
    expect(out.match(/class="q-code-group__panel"[^>]*data-active/g)).toHaveLength(1);
    expect(out).toContain('data-sync="true"');
  });

  test('dropdown renders a select with one option per block', () => {
    const out = html(
      <CodeGroup dropdown>
        <CodeBlock title="A" code="a" />
        <CodeBlock title="B" code="b" />
      </CodeGroup>,
    );
    expect(out).toContain(
      '<select class="q-code-group__select" aria-label="Choose an example"><option value="0" selected>A</option><option value="1">B</option></select>',
    );
    expect(out).not.toContain('role="tablist"');
  });

  test('request and response examples are marked for the right column', () => {
    const out = html(
      <>
        <RequestExample>
          <CodeBlock title="cURL" code="curl" />
        </RequestExample>
        <ResponseExample>
          <CodeBlock title="200" code="{}" />
        </ResponseExample>
      </>,
    );
    expect(out).toMatch(
      /class="q-code-group q-example q-example--request"[^>]*data-slot="request-example"/,
    );
    expect(out).toMatch(
      /class="q-code-group q-example q-example--response"[^>]*data-slot="response-example"/,
    );
  });
});

test('Mermaid keeps the escaped source in pre.mermaid for the browser', () => {
  const out = html(<Mermaid chart={'graph TD\n  A-->B<script>'} placement="nowhere" />);
  expect(out).toBe(
    '<div class="q-mermaid" data-mermaid data-placement="bottom-right"><pre class="mermaid">graph TD\n  A-->B&lt;script></pre></div>',
  );
});
