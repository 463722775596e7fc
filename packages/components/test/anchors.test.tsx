/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import {
  Accordion,
  Heading,
  ParamField,
  ResponseField,
  Expandable,
  Step,
  Steps,
  Update,
} from '@quire/components';
import { createHeadingSlugger, slugifyHeading } from '@quire/mdx';
import { renderPage } from './render-page.js';

const ids = (out: string) => [...out.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);

describe("slugifyHeading follows the reference platform's heading ids", () => {
  test.each([
    ['Getting started', 'getting-started'],
    ['Config.json options', 'config-json-options'],
    ["What's new", 'what\u2019s-new'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['OAuth', 'oauth'],
    ['  What is it?  ', 'what-is-it?'],
    ['Über uns', 'über-uns'],
    ['a  b', 'a--b'],
  ])('%s → %s', (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });

  test('duplicates on a page get -2, -3; reserved heading ids are never reused', () => {
    const slugger = createHeadingSlugger(['setup']);
    expect(
      ['Overview', 'Overview', 'overview', 'Overview-2', 'Setup'].map((t) => slugger.slug(t)),
    ).toEqual(['overview', 'overview-2', 'overview-3', 'overview-2-2', 'setup-2']);
  });
});

describe('component anchors', () => {
  test('steps: the title slug, or the id given; noAnchor drops the link, not the id', () => {
    const out = renderPage(
      <Steps>
        <Step title="Install the CLI">a</Step>
        <Step title="Ignored" id="custom">
          b
        </Step>
        <Step title="Quiet" noAnchor>
          c
        </Step>
      </Steps>,
    ).html;
    expect(ids(out)).toEqual(['install-the-cli', 'custom', 'quiet']);
    expect(out.match(/class="q-anchor"/g)).toHaveLength(2);
  });

  test('accordions, updates and headings share the page counter', () => {
    const out = renderPage(
      <>
        <Heading>Overview</Heading>
        <Accordion title="Overview">a</Accordion>
        <Update label="Overview">b</Update>
      </>,
    ).html;
    expect(ids(out)).toEqual(['overview', 'overview-2', 'overview-3']);
  });

  test('an Update keeps the id the compiler gave it', () => {
    expect(
      ids(
        renderPage(
          <Update label="Overview" id="overview-4">
            b
          </Update>,
        ).html,
      ),
    ).toEqual(['overview-4']);
  });

  test('fields: param- and the dotted path, nested fields include their parents', () => {
    const out = renderPage(
      <>
        <ParamField body="user" type="object">
          <Expandable>
            <ResponseField name="address.city" type="string">
              x
            </ResponseField>
          </Expandable>
        </ParamField>
        <ResponseField name="icons.library" type="string">
          y
        </ResponseField>
      </>,
    ).html;
    expect(ids(out)).toEqual(['param-user', 'param-user-address-city', 'param-icons-library']);
  });
});
