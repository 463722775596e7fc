import { beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter, type CodeHighlighter } from '@quire/mdx';
import { compileCorpus } from './corpus.js';

// The nine corpora are split over two test files so that they compile on two workers.
let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createHighlighter();
});

describe('every page of the corpora compiles and renders', () => {
  it.each(['prefect', 'mcp', 'trigger-dev'])('%s', async (name) => {
    const run = await compileCorpus(name, highlighter);
    console.log(`${name}: ${run.pages} pages in ${(run.ms / 1000).toFixed(1)} s (${run.warnings} warnings, ${run.errors.length} errors)`);
    expect(run.pages).toBeGreaterThan(0);
    expect(run.errors).toEqual([]);
  }, 300_000);
});
