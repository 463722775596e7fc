import { defineCodes } from '@quire/diagnostics';

/** Diagnostics of the service configuration (flags, environment, `quire.server.json`), reported by `quire serve`, `quire dev` and `quire keys`. */
export const serverConfigCodes = defineCodes({
  'server/config-not-found': {
    severity: 'error',
    title: 'The server config file does not exist',
    description:
      'The file named by `--config` or `QUIRE_SERVER_CONFIG` is not there. Fix the path, or leave both unset to use `quire.server.json` in the current folder when it exists.',
  },
  'server/config-json': {
    severity: 'error',
    title: 'The server config is not valid JSON',
    description:
      'quire.server.json could not be parsed. The message gives the place; fix the syntax (a missing comma or quote, a trailing comma).',
  },
  'server/config-invalid': {
    severity: 'error',
    title: 'A server config value is not allowed',
    description:
      'A key of quire.server.json is unknown, or its value has the wrong type or is out of range. The message names the key and what is expected; the API section of the docs lists every key.',
  },
  'server/config-env': {
    severity: 'error',
    title: 'An environment variable of the server has a value that is not allowed',
    description:
      "A `QUIRE_*` variable (`QUIRE_MODEL_URL`, `QUIRE_MODEL_TIMEOUT_MS`, `QUIRE_AGENT_CONCURRENCY`, …) is set to something it cannot be: the message names it, its value and what is expected. Fix it, or unset it for the config file's value or the default.",
  },
  'server/config-model': {
    severity: 'error',
    title: 'The model is half configured',
    description:
      "A model needs both its URL and its name: `QUIRE_MODEL_URL` and `QUIRE_MODEL`, or `url` and `model` of a `model` block in quire.server.json (a project's `model` takes the parts it leaves out from the service's). Set the missing part, or remove the other.",
  },
  'server/config-secret-unset': {
    severity: 'warning',
    title: 'A variable the config names for a secret is not set',
    description:
      "A forge `tokenEnv` or a model `apiKeyEnv` names an environment variable that the server does not have. The server starts; agent jobs of that project fail as `github_missconfigured` (a forge token), or the model is called without a key. Set the variable in the server's environment.",
  },
});
