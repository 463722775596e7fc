import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '@quire/config';
import { readFrontmatter } from '../src/load/frontmatter-cache.js';

const PAGES: Record<string, string> = {
  'intro.mdx': '---\ntitle: Intro\ndescription: Start here\nicon: rocket\n---\n\n# Hello\n',
  'guide.mdx': '---\ntitle: Guide\nsidebarTitle: "Guide\n---\n\nBody\n',
  'plain.md': 'No frontmatter here.\n',
  'nested.mdx': '---\ntitle: Nested\nseo:\n  title: SEO title\n  tags: [a, b]\n---\n',
};

function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'quire-frontmatter-cache-'));
  for (const [file, text] of Object.entries(PAGES)) writeFileSync(join(root, file), text);
  return root;
}

/** What a caller reads of each page: its data, diagnostics, body place, and where some keys are. */
const seen = (front: ReturnType<typeof readFrontmatter>['frontmatter']) =>
  [...front].map(([file, fm]) => ({
    file,
    data: fm.data,
    present: fm.present,
    bodyOffset: fm.bodyOffset,
    bodyLine: fm.bodyLine,
    diagnostics: fm.diagnostics,
    title: fm.locate('title', 'value'),
    seoTitle: fm.locate(['seo', 'title']),
  }));

describe('readFrontmatter with a cache folder', () => {
  it('gives what parsing gives, from the cache on the next run, and parses a changed page again', () => {
    const root = site();
    const cache = { dir: join(root, '.cache'), key: 'k1' };
    const files = Object.keys(PAGES);
    const parsed = seen(readFrontmatter(root, files).frontmatter);
    const first = readFrontmatter(root, files, cache);
    expect(seen(first.frontmatter)).toEqual(parsed);
    // Nothing is written until the caller keeps it (a failed build leaves the cache folder as it was).
    expect(existsSync(cache.dir)).toBe(false);
    first.keep();
    // The cache is read: a kept record altered by hand shows through (its page unchanged).
    const file = join(cache.dir, 'frontmatter.json');
    const kept = JSON.parse(readFileSync(file, 'utf8')) as {
      pages: Record<string, { data: Record<string, unknown> }>;
    };
    const introRecord = Object.values(kept.pages).find((p) => p.data['title'] === 'Intro')!;
    introRecord.data['title'] = 'From the cache';
    writeFileSync(file, JSON.stringify(kept));
    const again = readFrontmatter(root, files, cache).frontmatter;
    expect(again.get('intro.mdx')!.data['title']).toBe('From the cache');
    // `locate` parses the page again: the places are those of the text.
    expect(again.get('intro.mdx')!.locate('title', 'value')).toEqual(
      parseFrontmatter(PAGES['intro.mdx']!, 'intro.mdx').locate('title', 'value'),
    );
    expect(seen(again).filter((p) => p.file !== 'intro.mdx')).toEqual(
      parsed.filter((p) => p.file !== 'intro.mdx'),
    );
    // Another key (another Quire): the cache is not read.
    expect(
      readFrontmatter(root, files, { ...cache, key: 'k2' }).frontmatter.get('intro.mdx')!.data[
        'title'
      ],
    ).toBe('Intro');
    // A page changed: parsed again, and its place found in the new text.
    writeFileSync(join(root, 'intro.mdx'), '---\n\ntitle: Changed\n---\n');
    const changed = readFrontmatter(root, files, cache).frontmatter.get('intro.mdx')!;
    expect(changed.data['title']).toBe('Changed');
    expect(changed.locate('title')?.line).toBe(3);
  });

  it('places nothing rather than the wrong place when a kept page changed before its place is asked', () => {
    const root = site();
    const cache = { dir: join(root, '.cache'), key: 'k1' };
    const files = Object.keys(PAGES);
    readFrontmatter(root, files, cache).keep();
    const kept = readFrontmatter(root, files, cache).frontmatter.get('nested.mdx')!;
    writeFileSync(join(root, 'nested.mdx'), '---\n\n\ntitle: Moved\n---\n');
    expect(kept.locate('title')).toBeUndefined();
    expect(kept.data['title']).toBe('Nested');
  });
});
