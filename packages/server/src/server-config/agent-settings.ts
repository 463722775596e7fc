import type { Diagnostic } from '@quire/diagnostics';
import { envNumber, type Env } from './env-settings.js';
import type { AgentSettings } from './server-config.js';
import type { ServerConfigFile } from './validate-server-config.js';

/** The variables git gets from the server's environment: its identity and credentials (HOME's config, an SSH agent), nothing else. */
const GIT_VARIABLES = [
  'PATH',
  'HOME',
  'XDG_CONFIG_HOME',
  'SSH_AUTH_SOCK',
  'GIT_SSH_COMMAND',
  'GIT_CONFIG_GLOBAL',
] as const;

export const DEFAULT_AGENT = {
  concurrency: 2,
  timeLimitSeconds: 1800,
  leaseSeconds: 30,
  maxAttempts: 2,
} as const;

/** How this server runs agent jobs: each `QUIRE_AGENT_*` variable over the file's `agent`, over the defaults. */
export function agentSettings(
  file: ServerConfigFile['agent'],
  env: Env,
  problems: Diagnostic[],
): AgentSettings {
  const count = (name: string, max: number, unit: string) =>
    envNumber(env, name, { integer: true, min: 1, max, unit }, problems);
  const seconds = (name: string) =>
    envNumber(
      env,
      name,
      { integer: false, min: 0, exclusive: true, max: 86400, unit: 'seconds' },
      problems,
    );
  const leaseSeconds =
    seconds('QUIRE_AGENT_LEASE_SECONDS') ?? file?.leaseSeconds ?? DEFAULT_AGENT.leaseSeconds;
  const timeLimitSeconds =
    seconds('QUIRE_AGENT_TIME_LIMIT_SECONDS') ??
    file?.timeLimitSeconds ??
    DEFAULT_AGENT.timeLimitSeconds;
  const leaseMs = Math.round(leaseSeconds * 1000);
  return {
    concurrency:
      count('QUIRE_AGENT_CONCURRENCY', 64, 'jobs') ??
      file?.concurrency ??
      DEFAULT_AGENT.concurrency,
    timeLimitMs: Math.round(timeLimitSeconds * 1000),
    leaseMs,
    maxAttempts:
      count('QUIRE_AGENT_MAX_ATTEMPTS', 100, 'attempts') ??
      file?.maxAttempts ??
      DEFAULT_AGENT.maxAttempts,
    pollMs: Math.min(1000, Math.max(50, Math.floor(leaseMs / 4))),
    gitEnv: Object.fromEntries(
      GIT_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
    ),
  };
}
