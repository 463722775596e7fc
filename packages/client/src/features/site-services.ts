import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';

/**
 * What a page asks once to learn which of the server's services it has: the assistant (its v2 endpoint
 * and public key) and page feedback (where votes go). The build writes it with neither (`{}`), so a
 * static host answers 200 and the page shows neither; `quire serve` answers it with what it offers.
 */
export const SITE_SERVICES_PATH = '/_quire/services.json';

/** The site's assistant: the v2 message endpoint (UI message stream) and the public key (`svc_dsc_…`). */
export interface AssistantConfig {
  readonly endpoint: string;
  readonly key: string;
}

export interface SiteServices {
  readonly assistant?: AssistantConfig | undefined;
  /** Where the "Was this page helpful?" widget sends votes. */
  readonly feedback?: { readonly endpoint: string } | undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The services of this site's server, with their endpoints under the page's base path (the server
 * names site paths; under a base path the API is served under it too); none when the answer is not
 * there or not understood.
 */
export async function loadSiteServices(win: Window): Promise<SiteServices> {
  const basePath = basePathOfPage(win.document);
  try {
    const r = await win.fetch(underBasePath(basePath, SITE_SERVICES_PATH), {
      headers: { accept: 'application/json' },
    });
    if (!r.ok) return {};
    const { assistant, feedback } = (await r.json()) as {
      assistant?: { endpoint?: unknown; key?: unknown };
      feedback?: { endpoint?: unknown };
    };
    return {
      assistant:
        isString(assistant?.endpoint) && isString(assistant.key)
          ? { endpoint: underBasePath(basePath, assistant.endpoint), key: assistant.key }
          : undefined,
      feedback: isString(feedback?.endpoint)
        ? { endpoint: underBasePath(basePath, feedback.endpoint) }
        : undefined,
    };
  } catch {
    return {};
  }
}
