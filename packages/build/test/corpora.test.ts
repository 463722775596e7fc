import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCorpus, CORPORA, CORPORA_DIR } from '../../../test-support/built-corpus.js';
import { htmlPathFor } from '@quire/build';
import { loadSiteModel, isPageNode, type NavNode } from '@quire/navigation';

function pageUrls(nodes: readonly NavNode[], out: Set<string>): Set<string> {
  for (const n of nodes) {
    if (isPageNode(n)) {
      if (n.kind !== 'link') out.add(n.url);
    } else {
      if (n.kind === 'group' && n.root) out.add(n.root);
      pageUrls(n.children, out);
    }
  }
  return out;
}

describe.each(CORPORA)('quire build %s', (name) => {
  it('builds, writes every route, and every navigation entry is a working link', async () => {
    const built = builtCorpus(name);
    const errors = built.report.diagnostics.filter((d) => d.severity === 'error');
    expect(errors, JSON.stringify(errors.slice(0, 5), null, 2)).toEqual([]);
    expect(built.exitCode).toBe(0);
    const { model } = await loadSiteModel(join(CORPORA_DIR, name));
    const routes = model.routes.filter((r) => r.kind !== 'link');
    const missing = routes
      .filter((r) => !existsSync(join(built.out, htmlPathFor(r.url))))
      .map((r) => r.url);
    expect(missing).toEqual([]);
    const linked = new Set<string>();
    for (const tree of model.trees) pageUrls(tree.children, linked);
    const broken = [...linked].filter((u) => !existsSync(join(built.out, htmlPathFor(u))));
    expect(broken).toEqual([]);
    const home = readFileSync(join(built.out, htmlPathFor(routes[0]!.url)), 'utf8');
    expect(home).toContain('id="content-area"');
    expect(home).toMatch(/<title>[^<]+<\/title>/);
    const endpoints = routes.filter((r) => r.kind === 'endpoint' || r.kind === 'webhook').length;
    console.log(
      `${name}: ${routes.length} pages, ${endpoints} endpoint pages, ${built.report.warnings} warnings; ${built.summary.trim().split('\n').pop() ?? ''}`,
    );
  }, 900_000);
});
