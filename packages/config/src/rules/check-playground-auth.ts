import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { isRecord } from './collect-navigation.js';
import type { RuleContext } from './rule-context.js';

/**
 * `api.playground.display: "auth"` without an `auth` setting: nobody can sign in, so no reader sees
 * the playground (`auth/playground-without-auth`, a code of the components package, which reports
 * the same for a page's own `playground: auth`).
 */
export function checkPlaygroundAuth(context: RuleContext): Diagnostic[] {
  const api = isRecord(context.config.api) ? context.config.api : {};
  const playground = isRecord(api.playground) ? api.playground : {};
  if (playground.display !== 'auth' || context.config.auth !== undefined) return [];
  return [
    createDiagnostic({
      code: 'auth/playground-without-auth',
      severity: 'warning',
      message:
        'api.playground.display is "auth", but docs.json has no auth setting: nobody can sign in, so no reader sees the playground.',
      hint: 'Add "auth": { "publicKey": "keys/session.pem" } (see the API playground guide), or choose another display mode.',
      at: context.locate('/api/playground/display'),
    }),
  ];
}
