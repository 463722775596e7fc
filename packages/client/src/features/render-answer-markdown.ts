import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|`([^`]+)`/g;

/** Only links into the site, anchors, and http(s) pages are made clickable; anything else stays text. */
const safeHref = (href: string) => /^(\/(?!\/)|#|https?:\/\/)/i.test(href);

function appendInline(doc: Document, into: Node, text: string): void {
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    into.appendChild(doc.createTextNode(text.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[1] !== undefined && m[2] !== undefined && safeHref(m[2])) {
      const a = doc.createElement('a');
      // The assistant links site paths; the page is served under its base path.
      a.href = underBasePath(basePathOfPage(doc), m[2]);
      appendInline(doc, a, m[1]);
      into.appendChild(a);
    } else if (m[3] !== undefined) {
      const strong = doc.createElement('strong');
      appendInline(doc, strong, m[3]);
      into.appendChild(strong);
    } else if (m[4] !== undefined) {
      const code = doc.createElement('code');
      code.textContent = m[4];
      into.appendChild(code);
    } else into.appendChild(doc.createTextNode(m[0]));
  }
  into.appendChild(doc.createTextNode(text.slice(last)));
}

/** Lines of a block, with soft line breaks kept. */
function appendLines(doc: Document, into: HTMLElement, lines: readonly string[]): void {
  lines.forEach((line, i) => {
    if (i > 0) into.appendChild(doc.createElement('br'));
    appendInline(doc, into, line);
  });
}

/**
 * The answer's Markdown (paragraphs, `>` quotes, links, bold, inline code) as DOM nodes, built from
 * text: nothing the model or the docs wrote is ever parsed as HTML.
 */
export function renderAnswerMarkdown(doc: Document, into: HTMLElement, markdown: string): void {
  into.replaceChildren();
  for (const block of markdown.split(/\n{2,}/)) {
    // Consecutive lines of the same kind (quoted or not) make one element.
    let run: { quoted: boolean; lines: string[] } | undefined;
    const flush = () => {
      if (!run) return;
      const el = doc.createElement(run.quoted ? 'blockquote' : 'p');
      appendLines(doc, el, run.lines);
      into.appendChild(el);
    };
    for (const line of block.split('\n')) {
      if (line.trim() === '') continue;
      const quoted = line.startsWith('>');
      if (run?.quoted !== quoted) {
        flush();
        run = { quoted, lines: [] };
      }
      run.lines.push(quoted ? line.replace(/^>\s?/, '') : line);
    }
    flush();
  }
}
