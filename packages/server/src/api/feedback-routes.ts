import {
  FEEDBACK_COMMENT_SCHEMA,
  FEEDBACK_VOTE_SCHEMA,
  type FeedbackComment,
  type FeedbackVote,
} from '../generated/api-requests.generated.js';
import { parseSiteManifest, SITE_MANIFEST_PATH } from '../site-manifest.js';
import type { ApiContext } from './api-env.js';
import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import { newUlid } from './assistant-thread.js';
import { viewedPath } from './count-page-view.js';
import { readJsonBody } from './json-body.js';
import {
  addFeedbackComment,
  insertFeedback,
  PAGE_FEEDBACK_MIGRATIONS,
} from './page-feedback-table.js';
import { enforceRateLimit } from './rate-limits.js';
import type { SiteContent } from './site-content.js';

/** Where the widget sends a vote (`POST`), and a comment on it (`POST …/{id}`). */
export const FEEDBACK_PATH = '/_quire/feedback';
/** How long after a vote its reader may add a comment to it. */
const COMMENT_WINDOW_MS = 3_600_000;

/** The site the pages of this server show, when it collects feedback (docs.json telemetry not turned off). */
export async function feedbackSite(
  context: ApiContext,
): Promise<{ domain: string; site: SiteContent }> {
  const [domain, site] = [...context.sites][0] ?? [];
  const manifest = site && parseSiteManifest(await site.readFile(SITE_MANIFEST_PATH));
  if (!domain || !site || manifest?.telemetry === false)
    throw new ApiError(
      'not_found',
      'This site collects no page feedback (no site, or docs.json sets integrations.telemetry.enabled to false).',
    );
  return { domain, site };
}

/**
 * The "Was this page helpful?" widget's endpoints, for the site's own pages (same origin, no key):
 * `POST /_quire/feedback` (a vote, with an
 * optional comment) and `POST /_quire/feedback/{id}` (a comment on that vote). Per-address limit
 * `limits.feedback`; stored for the feedback analytics.
 */
export const feedbackRoutes: ApiModule = {
  name: 'feedback',
  prefixes: [FEEDBACK_PATH, `${FEEDBACK_PATH}/`],
  migrations: PAGE_FEEDBACK_MIGRATIONS,
  register(app, tools) {
    const { context } = tools;
    const vote = tools.bodySchema<FeedbackVote>(FEEDBACK_VOTE_SCHEMA);
    const more = tools.bodySchema<FeedbackComment>(FEEDBACK_COMMENT_SCHEMA);
    const limit = (address: string) =>
      enforceRateLimit(
        context.rateLimiter,
        `feedback:${address}`,
        context.config.limits.feedback,
        context.now(),
        'of page feedback from this address',
      );
    app.post(FEEDBACK_PATH, async (c) => {
      const { domain, site } = await feedbackSite(context);
      const body = await readJsonBody(c, vote);
      await limit(c.get('clientAddress'));
      const path = viewedPath(new URL(body.path, 'http://site.local').pathname);
      if (
        (await site.pageMarkdown(path.split('/').map(encodeURIComponent).join('/'))) === undefined
      )
        throw new ApiError(
          'invalid_body',
          `The site has no page at ${path}; send the path of the page the vote is about.`,
          { field: 'path' },
        );
      const now = context.now();
      const text = body.comment?.trim();
      const id = newUlid(now);
      await insertFeedback(context.store, {
        id,
        domain,
        path,
        source: text ? 'contextual' : 'thumbs_only',
        helpful: body.helpful,
        comment: text || null,
        status: 'pending',
        createdAt: now,
      });
      return c.json({ id }, 201, { 'cache-control': 'no-store' });
    });
    app.post(`${FEEDBACK_PATH}/:id`, async (c) => {
      const { domain } = await feedbackSite(context);
      const body = await readJsonBody(c, more);
      await limit(c.get('clientAddress'));
      const now = context.now();
      const added = await addFeedbackComment(
        context.store,
        domain,
        c.req.param('id'),
        body.comment.trim(),
        now - COMMENT_WINDOW_MS,
      );
      if (!added)
        throw new ApiError(
          'feedback_not_found',
          'There is no vote with this id to comment on (sent from this site within the hour, without a comment yet). Send the comment with a new vote.',
        );
      return c.json({ id: c.req.param('id') }, 200, { 'cache-control': 'no-store' });
    });
  },
};
