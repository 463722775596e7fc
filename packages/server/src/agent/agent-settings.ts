import type { ProjectEntry } from '../server-config/server-config.js';

type Env = Readonly<Record<string, string | undefined>>;

/** How this server runs agent jobs (environment variables; see the agent jobs guide). */
export interface AgentSettings {
  readonly concurrency: number;
  readonly timeLimitMs: number;
  readonly leaseMs: number;
  readonly maxAttempts: number;
  readonly pollMs: number;
}

const positive = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return text !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function agentSettingsFromEnv(env: Env): AgentSettings {
  const leaseMs = positive(env.QUIRE_AGENT_LEASE_SECONDS, 30) * 1000;
  return {
    concurrency: Math.floor(positive(env.QUIRE_AGENT_CONCURRENCY, 2)),
    timeLimitMs: positive(env.QUIRE_AGENT_TIME_LIMIT_SECONDS, 1800) * 1000,
    leaseMs,
    maxAttempts: Math.floor(positive(env.QUIRE_AGENT_MAX_ATTEMPTS, 2)),
    pollMs: Math.min(1000, Math.max(50, Math.floor(leaseMs / 4))),
  };
}

/** The model of a project: its own settings in the server config, else `QUIRE_MODEL_URL` and `QUIRE_MODEL`; undefined when either part is missing. */
export function projectModel(
  project: ProjectEntry,
  env: Env,
): { readonly url: string; readonly model: string; readonly apiKey?: string } | undefined {
  const url = project.model?.baseUrl ?? env.QUIRE_MODEL_URL?.trim();
  const model = project.model?.model ?? env.QUIRE_MODEL?.trim();
  if (!url || !model) return undefined;
  const apiKey = env[project.model?.apiKeyEnv ?? 'QUIRE_MODEL_API_KEY']?.trim();
  return { url, model, ...(apiKey ? { apiKey } : {}) };
}
