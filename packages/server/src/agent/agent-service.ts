import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  createGitCli,
  describeJobEvent,
  projectJobRunner,
  startAgentWorker,
  storeJobQueue,
  type AgentJobEvent,
  type AgentWorker,
} from '@quire/agent';
import type { ApiContext } from '../api/api-env.js';

/** The agent worker of a server: claims the store's jobs and runs them on the configured projects, telling the log what happens. */
export function startAgentService(context: ApiContext): AgentWorker {
  const { config } = context;
  const onEvent = (event: AgentJobEvent) => context.log?.(describeJobEvent(event));
  return startAgentWorker({
    ...config.agent,
    owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    onError: (error) => context.onInternalError?.(error, new Request('http://agent-worker/')),
    onEvent,
    queue: storeJobQueue(context.store, context.now),
    run: projectJobRunner({
      projectOf: (id) => config.projects.get(id),
      git: createGitCli({ env: config.agent.gitEnv }),
      workDir: join(config.dataDir, 'agent-worktrees'),
      onEvent,
    }),
  });
}
