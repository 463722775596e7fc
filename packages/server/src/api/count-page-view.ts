import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@quire/store';
import { daySalt, insertPageView } from './page-views-table.js';

/** AI agents and assistants that fetch pages, by a word of their user agent. */
const AI_AGENTS =
  /GPTBot|ChatGPT-User|OAI-SearchBot|ClaudeBot|Claude-User|Claude-SearchBot|Claude-Web|anthropic-ai|PerplexityBot|Perplexity-User|Google-Extended|Gemini|CCBot|Bytespider|Amazonbot|Applebot-Extended|cohere-ai|Meta-ExternalAgent|Meta-ExternalFetcher|DuckAssistBot|MistralAI-User|YouBot|Diffbot|AI2Bot|Kangaroo Bot|PetalBot|Timpibot|ImagesiftBot|Omgili|FacebookBot|Cursor|Windsurf|Devin|Copilot/i;

/** Crawlers, monitors and scripts: neither readers nor AI agents, not counted. */
const CRAWLERS =
  /bot\b|crawler|spider|slurp|monitor|uptime|pingdom|headless|lighthouse|curl|wget|axios|node-fetch|undici|python-requests|python-httpx|aiohttp|go-http-client|okhttp|java\//i;

/** A page the server sent, besides the API: what counting it needs. */
export interface SentPage {
  readonly method: string;
  /** The URL path asked for (`/guides/setup`, `/guides/setup.md`). */
  readonly urlPath: string;
  readonly status: number;
  readonly contentType: string;
  readonly address: string;
  readonly userAgent: string;
  readonly at: number;
}

/** Who read a page: a person in a browser, an AI agent, or nobody worth counting (a crawler). */
export function trafficOf(
  page: Pick<SentPage, 'contentType' | 'userAgent'>,
): 'human' | 'ai' | undefined {
  if (AI_AGENTS.test(page.userAgent)) return 'ai';
  // Markdown is what agents ask for (a `.md` page, or `Accept: text/markdown`).
  if (page.contentType.startsWith('text/markdown')) return 'ai';
  if (page.userAgent === '' || CRAWLERS.test(page.userAgent)) return undefined;
  return 'human';
}

/** The page a URL path shows: `/guides/setup.md` and `/guides/setup/` are `/guides/setup`, `/index.md` is `/`. */
export function viewedPath(urlPath: string): string {
  const clean = urlPath
    .replace(/\.md$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** Whether a response is a page view: a page's HTML or Markdown, sent whole. */
export const isPageView = (page: SentPage) =>
  page.method === 'GET' &&
  page.status === 200 &&
  !page.urlPath.startsWith('/_quire/') &&
  (page.contentType.startsWith('text/html') || page.contentType.startsWith('text/markdown'));

/** The salt of each day, kept by the server that counts (a cache of the store's). */
export interface SaltCache {
  day?: string;
  salt?: string;
}

/**
 * Counts a page view: the anonymous visitor is the hash of the day's salt, the address and the user
 * agent (neither is stored), so the same reader is one visitor within a day and cannot be followed
 * across days; no cookie is set and nothing runs in the browser.
 */
export async function countPageView(
  db: Queryable,
  domain: string,
  page: SentPage,
  salts: SaltCache,
): Promise<void> {
  const traffic = isPageView(page) ? trafficOf(page) : undefined;
  if (!traffic) return;
  const day = new Date(page.at).toISOString().slice(0, 10);
  if (salts.day !== day) {
    salts.salt = await daySalt(db, day, randomBytes(32).toString('base64url'));
    salts.day = day;
  }
  const visitor = createHash('sha256')
    .update(`${salts.salt}\n${page.address}\n${page.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
  await insertPageView(db, {
    domain,
    path: viewedPath(page.urlPath),
    visitor,
    ai: traffic === 'ai',
    at: page.at,
  });
}
