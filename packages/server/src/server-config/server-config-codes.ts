import { defineCodes } from '@quire/diagnostics';

/** Diagnostics of `quire.server.json`, reported by `quire serve`, `quire dev` and `quire keys`. */
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
});
