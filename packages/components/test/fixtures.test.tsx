import { describe, expect, test } from 'vitest';
import { FIXTURE_CASES } from './fixture-cases.js';
import { readExpectedHtml } from './html-fixture.js';
import { renderPage } from './render-page.js';

describe('each component renders the HTML in its fixture', () => {
  for (const fixture of FIXTURE_CASES) {
    test(fixture.name, () => {
      const { html } = renderPage(fixture.tree(), fixture.env);
      const { expected, actual } = readExpectedHtml(`components-${fixture.name}`, html);
      expect(actual).toBe(expected);
    });
  }
});
