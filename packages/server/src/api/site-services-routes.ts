import type { ApiModule } from './api-module.js';
import { ApiError } from './api-error.js';
import { siteAssistant } from './assistant-routes.js';
import { FEEDBACK_PATH, feedbackSite } from './feedback-routes.js';

/**
 * What a site's pages ask once, on load, to learn which services the server offers them: the
 * assistant (endpoint and public key) and page feedback (where votes go). The build writes the same
 * path with neither, so a static host answers it too (the client's `SITE_SERVICES_PATH`).
 */
export const SITE_SERVICES_PATH = '/_quire/services.json';

/** Whether the pages' feedback widget shows: only when the served site collects feedback. */
async function collectsFeedback(context: Parameters<typeof feedbackSite>[0]): Promise<boolean> {
  try {
    await feedbackSite(context);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** `GET /_quire/services.json`: `{ assistant?: { endpoint, key }, feedback?: { endpoint } }`, never cached. */
export const siteServicesRoutes: ApiModule = {
  name: 'site-services',
  prefixes: [SITE_SERVICES_PATH],
  register(app, { context }) {
    app.get(SITE_SERVICES_PATH, async (c) => {
      const [assistant, feedback] = await Promise.all([
        siteAssistant(context, c.get('clientAddress')),
        collectsFeedback(context),
      ]);
      return c.json(
        {
          ...(assistant ? { assistant } : {}),
          ...(feedback ? { feedback: { endpoint: FEEDBACK_PATH } } : {}),
        },
        200,
        { 'cache-control': 'no-store' },
      );
    });
  },
};
