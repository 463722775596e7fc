import { describe, expect, it } from 'vitest';
import { htmlUnderBasePath } from '@quire/render';

describe('htmlUnderBasePath', () => {
  it('places every root-absolute URL a browser follows under the base path', () => {
    expect(
      htmlUnderBasePath(
        '<p><a href="/guides/tides">tides</a> <img src="/images/boat.svg" alt=""/></p>' +
          '<img srcset="/a.png 1x, /b.png 2x, https://cdn.test/c.png 3x"/>' +
          '<video poster="/p.png"><source src="/v.mp4"/></video>' +
          '<form action="/search"><button formaction="/go">Go</button></form>' +
          '<svg><use xlink:href="/sprite.svg#x"/></svg>',
        '/docs',
      ),
    ).toBe(
      '<p><a href="/docs/guides/tides">tides</a> <img src="/docs/images/boat.svg" alt=""/></p>' +
        '<img srcset="/docs/a.png 1x, /docs/b.png 2x, https://cdn.test/c.png 3x"/>' +
        '<video poster="/docs/p.png"><source src="/docs/v.mp4"/></video>' +
        '<form action="/docs/search"><button formaction="/docs/go">Go</button></form>' +
        '<svg><use xlink:href="/docs/sprite.svg#x"/></svg>',
    );
  });

  it('reads attributes however they are quoted and cased', () => {
    expect(
      htmlUnderBasePath(`<A HREF='/x' class=a>1</A><a href=/y>2</a><a\nhref = "/z">3</a>`, '/docs'),
    ).toBe(`<A HREF='/docs/x' class=a>1</A><a href=/docs/y>2</a><a\nhref = "/docs/z">3</a>`);
  });

  it('leaves other origins, relative links, fragments and mail links alone', () => {
    const html =
      '<a href="https://acme.dev/x">a</a><a href="//cdn.acme.dev/x">b</a><a href="start">c</a>' +
      '<a href="./start">d</a><a href="#high-water">e</a><a href="mailto:a@b.c">f</a><a href="">g</a>';
    expect(htmlUnderBasePath(html, '/docs')).toBe(html);
  });

  it("leaves text, code, comments, scripts, styles and the runtime's data attributes alone", () => {
    const html =
      '<pre><code>&lt;a href="/x"&gt; href="/y"</code></pre><p>src="/z" is text</p>' +
      '<!-- <a href="/c"> --><script type="application/json">{"a":"<a href=\\"/s\\">"}</script>' +
      '<style>a[href="/t"]{color:red}</style><textarea><a href="/u"></textarea>' +
      '<quire-island data-island="/_quire/assets/island.1.js" data-src="/_quire/playground/x.json" title="href=/v"></quire-island>';
    expect(htmlUnderBasePath(html, '/docs')).toBe(html);
  });

  it('goes on after a script: the tags after it are placed', () => {
    expect(
      htmlUnderBasePath('<script>if (a < b) x = "</div>";</script><a href="/after">a</a>', '/docs'),
    ).toBe('<script>if (a < b) x = "</div>";</script><a href="/docs/after">a</a>');
  });

  it('returns the HTML as it is at the root', () => {
    const html = '<a href="/guides/tides">tides</a>';
    expect(htmlUnderBasePath(html, '')).toBe(html);
  });
});
