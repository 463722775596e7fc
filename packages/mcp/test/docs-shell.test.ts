import { describe, expect, it } from 'vitest';
import { createDocsTree, runDocsShell, SHELL_LIMITS } from '@quire/mcp';

const PAGES: Record<string, { title: string; markdown: string }> = {
  '/': { title: 'Home', markdown: '# Home\n\nWelcome to Acme.\nRead the quickstart.\n' },
  '/quickstart': {
    title: 'Quickstart',
    markdown: Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n',
  },
  '/guides/webhooks': {
    title: 'Webhooks',
    markdown: '# Webhooks\n\nA webhook calls your URL.\nRetries: three.\nRate Limit applies.\n',
  },
  '/guides/rate-limits': {
    title: 'Rate limits',
    markdown: '# Rate limits\n\nThe rate limit is 100 per minute.\n[a] (b) {c}\n',
  },
};

const tree = createDocsTree(Object.entries(PAGES).map(([url, p]) => ({ url, title: p.title })));
const context = { tree, read: async (file: { url: string }) => PAGES[file.url]!.markdown };
const run = (line: string) => runDocsShell(line, context);

describe('the docs filesystem shell', () => {
  it('lists folders and pages, with titles after -l, and recursively after -R', async () => {
    expect((await run('ls')).text).toBe('guides/\nindex.md\nquickstart.md\n');
    expect((await run('ls -l /guides')).text).toBe(
      'rate-limits.md\tRate limits\nwebhooks.md\tWebhooks\n',
    );
    expect((await run('ls -R /')).text).toContain('/guides:\nrate-limits.md\nwebhooks.md');
    expect((await run('pwd')).text).toBe('/\n');
  });

  it('reads several files in one call, each under its path, and line ranges', async () => {
    const both = (await run('cat /index.md guides/webhooks.md')).text;
    expect(both).toContain('==> /index.md <==\n# Home');
    expect(both).toContain('==> /guides/webhooks.md <==\n# Webhooks');
    expect((await run('cat /quickstart.md:3-5')).text).toBe(
      '     3\tline 3\n     4\tline 4\n     5\tline 5\n',
    );
    expect((await run("sed -n '29,$p' /quickstart.md")).text).toBe('line 29\nline 30\n');
    expect((await run('head -n 2 /quickstart.md')).text).toBe('line 1\nline 2\n');
    expect((await run('head -3 /quickstart.md')).text).toBe('line 1\nline 2\nline 3\n');
    expect((await run('tail -n 1 /quickstart.md')).text).toBe('line 30\n');
    expect((await run('tail -n +29 /quickstart.md')).text).toBe('line 29\nline 30\n');
    expect((await run('wc -l /quickstart.md')).text).toBe('30 /quickstart.md\n');
  });

  it('greps through folders with line numbers, names, counts, alternatives and context', async () => {
    expect((await run('grep -n -i "rate limit" /guides')).text).toBe(
      '/guides/rate-limits.md:1:# Rate limits\n/guides/rate-limits.md:3:The rate limit is 100 per minute.\n/guides/webhooks.md:5:Rate Limit applies.\n',
    );
    expect((await run('grep -l -E "Retries|Welcome"')).text).toBe(
      '/guides/webhooks.md\n/index.md\n',
    );
    expect((await run('grep -c limit /guides/rate-limits.md')).text).toBe('2\n');
    expect((await run('grep -C 1 URL /guides/webhooks.md')).text).toBe(
      '\nA webhook calls your URL.\nRetries: three.\n',
    );
    expect((await run('grep "^line 2.$" /quickstart.md')).text).toBe(
      'line 20\nline 21\nline 22\nline 23\nline 24\nline 25\nline 26\nline 27\nline 28\nline 29\n',
    );
    expect((await run('grep -F "[a] (b)" /guides/rate-limits.md')).text).toBe('[a] (b) {c}\n');
    expect((await run('grep -w rate /guides/rate-limits.md')).text).toBe(
      'The rate limit is 100 per minute.\n',
    );
  });

  it('finds pages by name and pipes output through filters', async () => {
    expect((await run('find / -name "*rate*"')).text).toBe('/guides/rate-limits.md\n');
    expect((await run('find /guides -type f')).text).toBe(
      '/guides/rate-limits.md\n/guides/webhooks.md\n',
    );
    expect((await run('cat /quickstart.md | grep 7 | head -n 1')).text).toBe('line 7\n');
    expect((await run('ls /guides; cat /index.md:1')).text).toBe(
      'rate-limits.md\nwebhooks.md\n     1\t# Home\n',
    );
  });

  it('has nothing outside the pages: other paths are missing files, not the disk', async () => {
    for (const line of [
      'cat ../../etc/passwd',
      'cat /etc/passwd',
      'head ../../../../proc/self/environ',
    ]) {
      const result = await run(line);
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(
        /no such file; the docs filesystem holds only the pages of this site/,
      );
      expect(result.text).not.toContain('root:');
    }
    expect((await run('cat /guides')).text).toContain('is a folder');
  });

  it('refuses what it cannot do with a message that says what it can', async () => {
    expect((await run('rm -rf /')).text).toMatch(
      /^rm: not available; the docs filesystem has ls, cat/,
    );
    expect((await run('cat /index.md > /tmp/x')).text).toMatch(
      /redirection \(>\) is not available/,
    );
    expect((await run('grep -E "a(b|c)" /')).text).toMatch(/"\(" in a pattern is not available/);
    expect((await run('grep "\\d+" /')).text).toMatch(/\\d is not available/);
    expect((await run('ls -z')).text).toBe('ls: unknown option -z');
    expect((await run('echo "unclosed')).text).toMatch(
      /the quote " at character 6 is never closed/,
    );
    const many = Array.from({ length: SHELL_LIMITS.commands + 1 }, () => 'pwd').join('; ');
    expect((await run(many)).text).toMatch(/one call runs at most 20/);
    for (const line of ['rm -rf /', 'ls -z', 'echo "unclosed', many])
      expect((await run(line)).isError).toBe(true);
  });

  it('cuts long output and says how to ask for less', async () => {
    const long = Array.from(
      { length: 20 },
      () => 'cat /quickstart.md /index.md /guides/webhooks.md',
    );
    const big = createDocsTree([{ url: '/big', title: 'Big' }]);
    const text = 'x'.repeat(SHELL_LIMITS.outputChars + 10);
    const result = await runDocsShell('cat /big.md', { tree: big, read: async () => text });
    expect(result.text.length).toBeLessThan(SHELL_LIMITS.outputChars + 300);
    expect(result.text).toContain(`[output cut at ${SHELL_LIMITS.outputChars} characters`);
    expect((await run(long.slice(0, 3).join(' && '))).isError).toBe(false);
  });
});
