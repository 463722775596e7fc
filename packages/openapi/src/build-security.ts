import type { SecurityRequirementModel, SecuritySchemeModel } from './endpoint-page.js';
import { isRecord } from './is-record.js';
import type { PageBuildContext } from './page-build-context.js';

/**
 * The security that applies: the operation's `security`, else the document's. Each requirement
 * is one way to authenticate (its schemes together); `[]` means no authentication.
 */
export function buildSecurity(
  doc: Readonly<Record<string, unknown>>,
  operation: Record<string, unknown>,
  docId: string,
  ctx: PageBuildContext,
): SecurityRequirementModel[] {
  const requirements = Array.isArray(operation['security'])
    ? operation['security']
    : Array.isArray(doc['security'])
      ? doc['security']
      : [];
  const components = isRecord(doc['components']) ? doc['components'] : {};
  const schemes = isRecord(components['securitySchemes']) ? components['securitySchemes'] : {};
  const out: SecurityRequirementModel[] = [];
  for (const requirement of requirements) {
    if (!isRecord(requirement)) continue;
    const models: SecuritySchemeModel[] = [];
    for (const [key, scopes] of Object.entries(requirement)) {
      const scheme = ctx.deref(schemes[key], docId)?.value;
      if (scheme)
        models.push(schemeModel(key, scheme, Array.isArray(scopes) ? scopes.map(String) : []));
    }
    out.push({ schemes: models });
  }
  return out;
}

function schemeModel(
  key: string,
  s: Record<string, unknown>,
  scopes: string[],
): SecuritySchemeModel {
  const text = (k: string): string | undefined =>
    typeof s[k] === 'string' ? (s[k] as string) : undefined;
  const fields: Record<string, string | undefined> = {
    description: text('description'),
    in: text('in'),
    name: text('name'),
    scheme: text('scheme')?.toLowerCase(),
    bearerFormat: text('bearerFormat'),
    openIdConnectUrl: text('openIdConnectUrl'),
    defaultValue: text('x-default'),
  };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return {
    key,
    type: text('type') ?? 'unknown',
    ...defined,
    ...(isRecord(s['flows']) ? { flows: s['flows'] } : {}),
    scopes,
  };
}
