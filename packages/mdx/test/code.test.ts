import { describe, expect, it } from 'vitest';
import {
  codeThemeCss,
  codeThemesFromStyling,
  createHighlighter,
  loadCustomLanguages,
  parseCodeMeta,
  parseLineList,
} from '@quire/mdx';

describe('parseCodeMeta', () => {
  it('reads a bare title, flags and key=value options in any quoting', () => {
    expect(parseCodeMeta('HelloWorld.java example icon=java lines')).toMatchObject({
      title: 'HelloWorld.java example',
      icon: 'java',
      lines: true,
      wrap: false,
    });
    expect(
      parseCodeMeta(`title="utils/hello.js" icon='square-js' wrap expandable nocopy`),
    ).toMatchObject({
      title: 'utils/hello.js',
      icon: 'square-js',
      wrap: true,
      expandable: true,
      nocopy: true,
    });
    expect(parseCodeMeta('nocopy="false"').nocopy).toBe(false);
  });

  it('reads line lists as {1,3-5}, highlight={…}, focus=2,4 and keeps other options', () => {
    expect(parseCodeMeta('Title {1,3-5}').highlight).toEqual([1, 3, 4, 5]);
    expect(parseCodeMeta('highlight={2-3} focus=2,4').focus).toEqual([2, 4]);
    expect(parseCodeMeta('placement="top-left" actions={false}').extra).toEqual({
      placement: 'top-left',
      actions: 'false',
    });
    expect(parseCodeMeta(null)).toMatchObject({ highlight: [], focus: [], lines: false });
  });

  it('sorts and de-duplicates line lists and ignores junk', () => {
    expect(parseLineList('5, 1-3,2,x,0')).toEqual([1, 2, 3, 5]);
  });
});

describe('codeThemesFromStyling', () => {
  it('maps every form of styling.codeblocks to a light and a dark theme', () => {
    expect(codeThemesFromStyling(undefined)).toEqual({
      light: 'github-light',
      dark: 'github-dark',
    });
    expect(codeThemesFromStyling('system')).toEqual({ light: 'github-light', dark: 'github-dark' });
    expect(codeThemesFromStyling('dark')).toEqual({ light: 'github-dark', dark: 'github-dark' });
    expect(codeThemesFromStyling('dracula')).toEqual({ light: 'dracula', dark: 'dracula' });
    expect(codeThemesFromStyling({ theme: 'nord' })).toEqual({ light: 'nord', dark: 'nord' });
    expect(codeThemesFromStyling({ theme: { light: 'min-light', dark: 'min-dark' } })).toEqual({
      light: 'min-light',
      dark: 'min-dark',
    });
  });
});

describe('createHighlighter', () => {
  it("knows a language by Shiki's own names, not by an object's inherited ones", async () => {
    // ```constructor failed the build ("Language `constructor` not found") at 1:1: the name was found on the
    // prototype of Shiki's table of languages. Now it is an unknown language (a warning, plain text).
    const h = await createHighlighter();
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect(h.resolveLanguage(name)).toBeUndefined();
    expect(h.resolveLanguage('js')).toBe('js');
    expect(h.resolveLanguage('golang')).toBe('go');
    await h.loadLanguages(['constructor', 'toString']);
  });

  it('colours tokens by class for both themes, which the site stylesheet of the same themes defines', async () => {
    const themes = { light: 'min-light', dark: 'nord' };
    const h = await createHighlighter({ themes });
    await h.loadLanguages(['js']);
    const html = h.highlight('let a', 'javascript', new Map());
    expect(html).not.toContain('style=');
    const classes = /<span class="(l\d+) (d\d+)">let /.exec(html);
    expect(classes).not.toBeNull();
    const css = await codeThemeCss(themes);
    expect(css).toContain(`.shiki .${classes![1]}{color:#`);
    expect(css).toContain(`.shiki .${classes![2]}{--shiki-dark:#`);
    expect(css).toMatch(/^\.shiki\{background-color:#[0-9a-f]+;--shiki-dark-bg:#2e3440ff;/m);
  });

  it("takes the css-variables theme: colours from the site's --mint- CSS variables, as on the reference", async () => {
    const h = await createHighlighter({
      themes: codeThemesFromStyling({ theme: 'css-variables' }),
    });
    expect(h.diagnostics).toEqual([]);
    expect(h.themes).toEqual({ light: 'css-variables', dark: 'css-variables' });
    await h.loadLanguages(['js']);
    const html = h.highlight('const a = "x"; // note', 'javascript', new Map());
    // Tokens carry classes; the site stylesheet gives each class its --mint- variable.
    const css = await codeThemeCss(h.themes);
    const colourOf = (text: string) => {
      const cls = new RegExp(`<span class="(l\\d+)[^"]*">${text}`).exec(html)?.[1];
      return cls ? new RegExp(`\\.shiki \\.${cls}\\{color:([^}]+)\\}`).exec(css)?.[1] : undefined;
    };
    expect(colourOf('const')).toBe('var(--mint-token-keyword)');
    expect(colourOf('&quot;x&quot;') ?? colourOf('"x"')).toBe(
      'var(--mint-token-string-expression)',
    );
    expect(colourOf('// note')).toBe('var(--mint-token-comment)');
    expect(css).toContain('var(--mint-color-background, var(--mint-background))');
    expect(css).not.toMatch(/\.shiki \.[ld]\d+\{(color|--shiki-dark):#/);
    expect(html).not.toMatch(/#[0-9a-fA-F]{6}/);
  });

  it('warns about an unknown theme and falls back to the default', async () => {
    const h = await createHighlighter({ themes: { light: 'github-lite', dark: 'github-dark' } });
    expect(h.themes.light).toBe('github-light');
    expect(h.diagnostics.map((d) => [d.code, d.hint])).toEqual([
      ['mdx/unknown-theme', 'Did you mean "github-light"?'],
    ]);
  });

  it('resolves aliases, plain-text names and custom TextMate languages', async () => {
    const h = await createHighlighter({
      customLanguages: [
        {
          name: 'quirelang',
          scopeName: 'source.quirelang',
          aliases: ['ql'],
          patterns: [{ match: '\\bfoo\\b', name: 'keyword.control' }],
          repository: {},
        },
      ],
    });
    expect(h.resolveLanguage('JS')).toBe('js');
    expect(h.resolveLanguage('txt')).toBe('text');
    expect(h.resolveLanguage('QL')).toBe('quirelang');
    expect(h.resolveLanguage('brainfuck')).toBeUndefined();
    const html = h.highlight('foo bar', 'quirelang', new Map());
    // `foo` is a keyword, in a colour of its own; ` bar` has the block's colours.
    expect(html).toMatch(/<code><span class="l\d+ d\d+">foo<\/span> bar<\/code>/);
  });
});

describe('loadCustomLanguages', () => {
  it('reads the grammars docs.json lists and reports missing and invalid files', async () => {
    const files: Record<string, string> = {
      'languages/quire.tmLanguage.json': JSON.stringify({
        scopeName: 'source.quire',
        patterns: [{ match: 'q', name: 'keyword' }],
      }),
      'languages/broken.json': '{ nope',
      'languages/other.json': JSON.stringify({ name: 'x' }),
    };
    const { languages, diagnostics } = await loadCustomLanguages(
      [
        '/languages/quire.tmLanguage.json',
        'languages/missing.json',
        './languages/broken.json',
        '/languages/other.json',
      ],
      (f) => files[f],
    );
    expect(languages.map((l) => [l.name, l.scopeName])).toEqual([['quire', 'source.quire']]);
    expect(diagnostics.map((d) => d.code)).toEqual([
      'mdx/custom-language-not-found',
      'mdx/custom-language-invalid',
      'mdx/custom-language-invalid',
    ]);
    const h = await createHighlighter({ customLanguages: languages });
    expect(h.resolveLanguage('quire')).toBe('quire');
  });
});
