import type { SecuritySchemeModel } from '@quire/openapi';

/** What a reader must send for one security scheme: where, under which name, and in which form. */
export interface CredentialModel {
  /** The key in `components.securitySchemes`. */
  readonly scheme: string;
  readonly kind: 'bearer' | 'basic' | 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'other';
  readonly in: 'header' | 'query' | 'cookie';
  /** The header, query parameter or cookie name (`Authorization`, `X-API-Key`). */
  readonly name: string;
  /** Markdown: the scheme's description, else how the value is formed. */
  readonly description: string;
  /** For other `http` schemes (`digest`, …): the word before the value in `Authorization`. */
  readonly httpScheme?: string;
  readonly scopes: readonly string[];
  /** `x-default` of the scheme: prefills the input. */
  readonly defaultValue?: string;
}

const LOCATIONS = ['header', 'query', 'cookie'] as const;

function kindOf(s: SecuritySchemeModel): CredentialModel['kind'] {
  if (s.type === 'http')
    return s.scheme === 'bearer' ? 'bearer' : s.scheme === 'basic' ? 'basic' : 'http';
  if (s.type === 'apiKey' || s.type === 'oauth2' || s.type === 'openIdConnect') return s.type;
  return 'other';
}

const DEFAULT_TEXT: Record<CredentialModel['kind'], string> = {
  bearer:
    'Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token.',
  basic:
    'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64-encoded string `username:password`.',
  http: 'HTTP authentication header of the form `<scheme> <credentials>`.',
  apiKey: 'An API key.',
  oauth2: 'The access token received from the authorization server in the OAuth 2.0 flow.',
  openIdConnect: 'The access token received from the OpenID Connect provider.',
  other: 'Credentials for this API.',
};

/** The credential a security scheme asks for. */
export function credentialOf(s: SecuritySchemeModel): CredentialModel {
  const kind = kindOf(s);
  const where =
    kind === 'apiKey' && (LOCATIONS as readonly string[]).includes(s.in ?? '')
      ? (s.in as CredentialModel['in'])
      : 'header';
  return {
    scheme: s.key,
    kind,
    in: where,
    name: kind === 'apiKey' && s.name ? s.name : 'Authorization',
    description: s.description ?? DEFAULT_TEXT[kind],
    ...(kind === 'http' && s.scheme ? { httpScheme: s.scheme } : {}),
    scopes: s.scopes,
    ...(s.defaultValue !== undefined ? { defaultValue: s.defaultValue } : {}),
  };
}
