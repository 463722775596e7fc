/** @jsxImportSource preact */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PlaygroundMode } from '@quire/openapi';
import type { PlaygroundAudience } from '@quire/components';
import {
  FIXTURES,
  endpointPage,
  expectedFile,
  loadApiFixture,
  renderReference,
} from './api-harness.js';

/** One page of a fixture: `cases.json` lists them. */
interface FixtureCase {
  readonly name: string;
  readonly endpoint: string;
  readonly frontmatter?: Record<string, unknown>;
  readonly playground?: PlaygroundMode;
  readonly groups?: string[];
  readonly audience?: PlaygroundAudience;
  /** Markdown given as the intro (stands in for compiled `x-mint.content` or a page body). */
  readonly intro?: string;
  /** Also pin the playground spec (`expected/<name>.playground.json`). */
  readonly spec?: boolean;
}

/** Reference fixtures hold `cases.json`; `api-playground-site` is a whole docs repo for the browser tests. */
const fixtures = readdirSync(FIXTURES).filter(
  (d) => d.startsWith('api-') && existsSync(join(FIXTURES, d, 'cases.json')),
);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('endpoint reference fixtures', () => {
  for (const name of fixtures) {
    const cases = JSON.parse(
      readFileSync(join(FIXTURES, name, 'cases.json'), 'utf8'),
    ) as FixtureCase[];
    for (const c of cases) {
      test(`${name}: ${c.name}`, async () => {
        const fixture = await loadApiFixture(name);
        const page = endpointPage(
          fixture,
          c.endpoint,
          c.frontmatter ? { frontmatter: c.frontmatter } : {},
        );
        const rendered = renderReference(page, {
          settings: fixture.settings,
          ...(c.playground ? { playground: c.playground } : {}),
          ...(c.groups ? { groups: c.groups } : {}),
          ...(c.audience ? { audience: c.audience } : {}),
          ...(c.intro ? { intro: <p class="intro">{c.intro}</p> } : {}),
        });
        const html = expectedFile(name, `${c.name}.html`, rendered.html);
        expect(html.actual).toBe(html.expected);
        if (c.spec) {
          const spec = expectedFile(
            name,
            `${c.name}.playground.json`,
            json(rendered.reference.spec),
            (s) => s,
          );
          expect(spec.actual).toBe(spec.expected);
        }
        if (rendered.reference.gated) {
          const gated = expectedFile(
            name,
            `${c.name}.gated.json`,
            json(rendered.reference.gated),
            (s) => s,
          );
          expect(gated.actual).toBe(gated.expected);
        }
      });
    }
  }
});
