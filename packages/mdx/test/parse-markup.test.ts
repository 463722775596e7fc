import { describe, expect, it } from 'vitest';
import { expandVariables, loadMarkupParser } from '@quire/mdx';

const parser = await loadMarkupParser();

describe('loadMarkupParser', () => {
  it('parses with the positions of the file: frontmatter blanked, placeholders and heading ids shielded', () => {
    const parsed = parser.parse(
      '---\ntitle: T\n---\n\n## Hi {#hello}\n\n[a]({{base}}/x)\n',
      'p.mdx',
      'mdx',
    );
    const [heading, paragraph] = parsed.tree!.children;
    expect(heading?.position?.start).toMatchObject({ line: 5, column: 1 });
    const link = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
    expect(link).toMatchObject({ type: 'link', position: { start: { line: 7, column: 1 } } });
    expect(expandVariables((link as { url: string }).url, { base: '/docs' })).toBe('/docs/x');
    expect(expandVariables((link as { url: string }).url, {})).toBeUndefined();
    expect(parsed.error).toBeUndefined();
  });

  it('gives the place of an MDX syntax error and no tree; Markdown is lenient', () => {
    const bad = parser.parse('Text\n\na < b and {oops\n', 'p.mdx', 'mdx');
    expect(bad.tree).toBeUndefined();
    expect(bad.error).toMatchObject({
      line: 3,
      column: 11,
      hint: expect.stringContaining('opened at 3:11'),
    });
    expect(parser.parse('Text\n\na < b and {oops\n', 'p.md', 'md').tree?.children).toHaveLength(2);
  });
});
