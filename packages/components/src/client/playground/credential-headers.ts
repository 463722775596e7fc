import type { PlaygroundSecurityOption } from '../../api/playground-spec.js';
import { bytesToBase64 } from './bytes-to-base64.js';

export interface CredentialParts {
  readonly headers: [string, string][];
  readonly query: [string, string][];
  /** `name=value` pairs for the `Cookie` header. */
  readonly cookies: string[];
}

/** Where the reader's credentials go for the chosen way to authenticate; empty inputs send nothing. */
export function credentialHeaders(
  option: PlaygroundSecurityOption | undefined,
  values: Readonly<Record<string, string>>,
): CredentialParts {
  const parts: CredentialParts = { headers: [], query: [], cookies: [] };
  for (const c of option?.credentials ?? []) {
    if (c.kind === 'basic') {
      const user = values[`${c.scheme}:username`] ?? '';
      const password = values[`${c.scheme}:password`] ?? '';
      if (user !== '' || password !== '')
        parts.headers.push([
          'Authorization',
          `Basic ${bytesToBase64(new TextEncoder().encode(`${user}:${password}`))}`,
        ]);
      continue;
    }
    const value = values[c.scheme] ?? '';
    if (value === '') continue;
    if (c.kind === 'apiKey') {
      if (c.in === 'query') parts.query.push([c.name, value]);
      else if (c.in === 'cookie') parts.cookies.push(`${c.name}=${encodeURIComponent(value)}`);
      else parts.headers.push([c.name, value]);
    } else if (c.kind === 'http') {
      parts.headers.push(['Authorization', `${c.httpScheme ?? 'Bearer'} ${value}`]);
    } else if (c.kind !== 'other') {
      parts.headers.push(['Authorization', /^bearer\s/i.test(value) ? value : `Bearer ${value}`]);
    }
  }
  return parts;
}
