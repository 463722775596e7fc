/** @jsxImportSource preact */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildEndpointPage,
  loadOpenApiIndex,
  parseEndpointRef,
  resolveEndpointRef,
  type EndpointPage,
  type EndpointPageSource,
  type OpenApiIndex,
} from '@quire/openapi';
import {
  readReferenceSettings,
  renderEndpointReference,
  type EndpointReference,
  type EndpointReferenceOptions,
  type ReferenceSettings,
} from '@quire/components';
import { formatHtml, normalizeHtml } from './html-fixture.js';
import { renderPage } from './render-page.js';

export const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

export interface ApiFixture {
  readonly root: string;
  readonly index: OpenApiIndex;
  readonly api: unknown;
  readonly settings: ReferenceSettings;
}

/** Loads `fixtures/<name>`: its docs.json `api` and every spec in the folder. */
export async function loadApiFixture(name: string): Promise<ApiFixture> {
  const root = join(FIXTURES, name);
  const config = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8')) as { api?: unknown };
  const files = readdirSync(root).filter((f) => /\.(ya?ml|json)$/.test(f) && f !== 'cases.json');
  const index = await loadOpenApiIndex({
    files,
    readText: async (f) => readFileSync(join(root, f), 'utf8'),
  });
  return { root, index, api: config.api, settings: readReferenceSettings(config.api) };
}

/** The endpoint page model of a reference like `openapi.yaml GET /pets`. */
export function endpointPage(
  fixture: ApiFixture,
  ref: string,
  source: EndpointPageSource = {},
): EndpointPage {
  const parsed = parseEndpointRef(ref);
  if (!parsed) throw new Error(`not a reference: ${ref}`);
  const resolution = resolveEndpointRef(fixture.index, parsed);
  if (!resolution.ok) throw new Error(`unresolved: ${ref} (${resolution.reason})`);
  const page = buildEndpointPage(fixture.index, resolution.operation, fixture.api, source);
  if (!page) throw new Error(`no page: ${ref}`);
  return page;
}

export interface RenderedReference {
  readonly reference: EndpointReference;
  readonly content: string;
  readonly aside: string;
  /** Content and aside together, as the fixtures keep them. */
  readonly html: string;
}

/** Renders a page's reference the way the build does: content and aside in one components environment. */
export function renderReference(
  page: EndpointPage,
  options: Partial<EndpointReferenceOptions> & { settings: ReferenceSettings },
): RenderedReference {
  const reference = renderEndpointReference(page, options);
  const content = renderPage(reference.content).html;
  const aside = reference.aside ? renderPage(reference.aside).html : '';
  return { reference, content, aside, html: `<main>${content}</main><aside>${aside}</aside>` };
}

/** Compares with `fixtures/<fixture>/expected/<file>`; `UPDATE_FIXTURES=1` (re)writes it. */
export function expectedFile(
  fixture: string,
  file: string,
  actual: string,
  format: (s: string) => string = formatHtml,
): { expected: string; actual: string } {
  const path = join(FIXTURES, fixture, 'expected', file);
  if (process.env.UPDATE_FIXTURES === '1') {
    mkdirSync(join(FIXTURES, fixture, 'expected'), { recursive: true });
    writeFileSync(path, format(actual));
  }
  if (!existsSync(path))
    throw new Error(`missing ${path}; run with UPDATE_FIXTURES=1 and review it`);
  const isHtml = file.endsWith('.html');
  return {
    expected: isHtml ? normalizeHtml(readFileSync(path, 'utf8')) : readFileSync(path, 'utf8'),
    actual: isHtml ? normalizeHtml(actual) : format(actual),
  };
}
