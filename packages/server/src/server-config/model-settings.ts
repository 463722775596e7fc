import { chatCompletionsUrl, DEFAULT_MODEL_TIMEOUT_MS, type ModelEndpoint } from '@quire/assistant';
import { createDiagnostic, type Diagnostic, type Location } from '@quire/diagnostics';
import { envNumber, envUrl, envValue, type Env } from './env-settings.js';
import type { ModelFileSettings } from './validate-server-config.js';

/** The parts of a model setting, each from wherever it came. */
interface ModelParts {
  readonly url?: string | undefined;
  readonly model?: string | undefined;
  readonly apiKey?: string | undefined;
  readonly timeoutMs?: number | undefined;
}

/** Where a key of the config file is, for a problem found with it (undefined without a file). */
export type LocateKey = (pointer: string) => Location | undefined;

/** The API key a `model` block names by its variable; a warning when the variable is not set. */
function keyOf(
  block: ModelFileSettings | undefined,
  env: Env,
  pointer: string,
  locate: LocateKey,
  problems: Diagnostic[],
): string | undefined {
  if (!block?.apiKeyEnv) return undefined;
  const key = envValue(env, block.apiKeyEnv);
  if (key === undefined)
    problems.push(
      createDiagnostic({
        code: 'server/config-secret-unset',
        severity: 'warning',
        message: `${block.apiKeyEnv}, named by ${pointer.slice(1).replace(/\//g, '.')}.apiKeyEnv, is not set: the model is called without a key`,
        hint: `Set ${block.apiKeyEnv} in the environment of the server, or remove apiKeyEnv if the model needs no key.`,
        at: locate(`${pointer}/apiKeyEnv`),
      }),
    );
  return key;
}

/** The endpoint of complete parts; a `server/config-model` problem when only some are given. */
function endpointOf(
  parts: ModelParts,
  where: { readonly name: string; readonly at: Location | undefined },
  problems: Diagnostic[],
): ModelEndpoint | undefined {
  if (parts.url === undefined && parts.model === undefined) return undefined;
  if (parts.url === undefined || parts.model === undefined) {
    const missing = parts.url === undefined ? 'URL' : 'model name';
    problems.push(
      createDiagnostic({
        code: 'server/config-model',
        message: `${where.name} has no ${missing}: a model needs both its URL and its name`,
        hint:
          parts.url === undefined
            ? 'Set QUIRE_MODEL_URL (or model.url in quire.server.json) to an OpenAI-compatible API, or remove the model name.'
            : 'Set QUIRE_MODEL (or model.model in quire.server.json) to the model to use, such as gpt-4o-mini or llama3.1.',
        at: where.at,
      }),
    );
    return undefined;
  }
  return {
    url: chatCompletionsUrl(parts.url),
    model: parts.model,
    timeoutMs: parts.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
    ...(parts.apiKey ? { apiKey: parts.apiKey } : {}),
  };
}

/** The service's model: each of `QUIRE_MODEL_URL`, `QUIRE_MODEL`, `QUIRE_MODEL_API_KEY`, `QUIRE_MODEL_TIMEOUT_MS` over the file's `model`. */
export function serviceModel(
  block: ModelFileSettings | undefined,
  env: Env,
  locate: LocateKey,
  problems: Diagnostic[],
): { readonly parts: ModelParts; readonly endpoint: ModelEndpoint | undefined } {
  const timeout = { integer: true, min: 1, max: 600_000, unit: 'milliseconds' };
  const parts: ModelParts = {
    url: envUrl(env, 'QUIRE_MODEL_URL', problems) ?? block?.url,
    model: envValue(env, 'QUIRE_MODEL') ?? block?.model,
    apiKey: envValue(env, 'QUIRE_MODEL_API_KEY') ?? keyOf(block, env, '/model', locate, problems),
    timeoutMs: envNumber(env, 'QUIRE_MODEL_TIMEOUT_MS', timeout, problems) ?? block?.timeoutMs,
  };
  const name = 'the model (QUIRE_MODEL_URL and QUIRE_MODEL, or model in quire.server.json)';
  return { parts, endpoint: endpointOf(parts, { name, at: block && locate('/model') }, problems) };
}

/** A project's model: each part its own `model` gives, else the service's. */
export function projectModel(
  projectId: string,
  block: ModelFileSettings | undefined,
  service: { readonly parts: ModelParts; readonly endpoint: ModelEndpoint | undefined },
  env: Env,
  locate: LocateKey,
  problems: Diagnostic[],
): ModelEndpoint | undefined {
  if (!block) return service.endpoint;
  const pointer = `/projects/${projectId}/model`;
  if (block.url !== undefined && block.baseUrl !== undefined)
    problems.push(
      createDiagnostic({
        code: 'server/config-invalid',
        message: `projects.${projectId}.model has both url and baseUrl (the older name of url)`,
        hint: 'Keep url and remove baseUrl.',
        at: locate(`${pointer}/baseUrl`),
      }),
    );
  const parts: ModelParts = {
    url: block.url ?? block.baseUrl ?? service.parts.url,
    model: block.model ?? service.parts.model,
    apiKey: block.apiKeyEnv ? keyOf(block, env, pointer, locate, problems) : service.parts.apiKey,
    timeoutMs: block.timeoutMs ?? service.parts.timeoutMs,
  };
  const name = `the model of project "${projectId}"`;
  return endpointOf(parts, { name, at: locate(pointer) }, problems);
}
