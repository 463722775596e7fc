import type { Route } from '@quire/navigation';
import { describe, expect, it } from 'vitest';
import {
  corpusModel,
  CORPUS_NAMES,
  expectedNavigation,
  quireUrl,
  type ExpectedEntry,
} from './corpus-models.js';

/**
 * Differences from `_expected/` that Quire makes on purpose (decisions.md), by corpus. Each entry
 * names the URL and why; anything not listed here is a bug. Currently empty: every URL the
 * reference routes is a route of Quire's, with the same title and the same place.
 */
const ALLOWED_DIFFERENCES: Readonly<Record<string, readonly { url: string; why: string }[]>> = {};

/** The reference's `where` for a route: its divisions and groups (`tab:Guides/group:Start`); menu items are `item`. */
function where(route: Route): string {
  return route.path.map((c) => `${c.kind === 'menu-item' ? 'item' : c.kind}:${c.label}`).join('/');
}

const withExpected = CORPUS_NAMES.filter((n) => expectedNavigation(n) !== undefined);

describe.skipIf(withExpected.length === 0)(
  'agreement with the reference navigation (_expected)',
  () => {
    it('has the expected navigation of eight corpora', () => {
      expect(withExpected).toHaveLength(8);
    });

    for (const name of withExpected) {
      describe(name, () => {
        const expected = expectedNavigation(name) as ExpectedEntry[];
        const allowed = new Set((ALLOWED_DIFFERENCES[name] ?? []).map((d) => d.url));

        it('routes every URL of the reference with the same title', async () => {
          const { model } = await corpusModel(name);
          const byUrl = new Map(model.routes.map((r) => [r.url, r]));
          const problems = expected
            .map((e) => ({ url: quireUrl(e.href), e }))
            .filter(({ url }) => !allowed.has(url))
            .flatMap(({ url, e }) => {
              const route = byUrl.get(url);
              // YAML reads `title: 3.8` as a number; the title shown is the same text.
              if (!route) return [`${url}: no route`];
              return route.title === String(e.title)
                ? []
                : [
                    `${url}: title ${JSON.stringify(route.title)}, expected ${JSON.stringify(e.title)}`,
                  ];
            });
          expect(problems).toEqual([]);
        });

        it('places each page where the reference first lists it', async () => {
          const { model } = await corpusModel(name);
          const byUrl = new Map(model.routes.map((r) => [r.url, r]));
          const first = new Map<string, ExpectedEntry>();
          for (const e of expected)
            if (!first.has(quireUrl(e.href))) first.set(quireUrl(e.href), e);
          const misplaced = [...first]
            .filter(([url]) => !allowed.has(url))
            .filter(([url, e]) => {
              const r = byUrl.get(url);
              return !r || where(r) !== e.where;
            })
            .map(
              ([url, e]) =>
                `${url}: ${byUrl.get(url) ? where(byUrl.get(url) as Route) : 'none'}, expected ${e.where}`,
            );
          expect(misplaced).toEqual([]);
        });

        it('lists no page the reference does not list, and keeps external links', async () => {
          const { model } = await corpusModel(name);
          const urls = new Set(expected.map((e) => quireUrl(e.href)));
          const extra = model.routes
            .filter((r) => !r.hidden && !urls.has(r.url) && !allowed.has(r.url))
            .map((r) => r.url);
          expect(extra).toEqual([]);
          const byUrl = new Map(model.routes.map((r) => [r.url, r]));
          const links = expected.filter((e) => e.url !== undefined);
          expect(
            links.filter((e) => byUrl.get(quireUrl(e.href))?.href !== e.url).map((e) => e.href),
          ).toEqual([]);
        });

        it('knows the operation of each API page, except references that do not resolve', async () => {
          const { model, frontmatter } = await corpusModel(name);
          const byUrl = new Map(model.routes.map((r) => [r.url, r]));
          const unknown = expected.filter(
            (e) => e.api !== undefined && !byUrl.get(quireUrl(e.href))?.operation,
          );
          // Hand-written API pages (`api: GET https://…`) have no OpenAPI operation; the others are the
          // corpus README's real mistakes: frontmatter `openapi` naming an operation the spec lacks.
          const data = (e: ExpectedEntry) =>
            frontmatter.get(byUrl.get(quireUrl(e.href))?.source ?? '')?.data ?? {};
          const broken = unknown.filter((e) => data(e).api === undefined);
          expect(broken.every((e) => typeof data(e).openapi === 'string')).toBe(true);
          expect(broken.length).toBe(name === 'mintlify-docs' ? 12 : 0);
        });
      });
    }
  },
);
