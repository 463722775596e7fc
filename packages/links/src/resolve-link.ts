/** Where a link goes, once resolved against the URL of the page it is on. */
export type ResolvedLink =
  /** Another site, another scheme (`mailto:`), or nothing to check (`?tab=a`). */
  | { readonly kind: 'external' }
  /** `#id` on the page itself. */
  | { readonly kind: 'same-page'; readonly fragment: string }
  /** A path of this site (decoded), and the fragment after `#` if any (decoded). */
  | {
      readonly kind: 'path';
      readonly path: string;
      readonly fragment?: string;
      readonly relative: boolean;
    };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Percent-decoding that leaves a malformed sequence as written. */
export function decodeLinkPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Removes `.` and `..` segments as a browser does (`..` above the root stays at the root). */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '..') {
      if (out.length > 0) out.pop();
      if (last) out.push('');
    } else if (segment === '.') {
      if (last) out.push('');
    } else out.push(segment);
  });
  return `/${out.join('/')}`;
}

/**
 * Resolves a link written on the page at `baseUrl` as a browser does: `/x` from the site's root, `x`, `./x`
 * and `../x` from the page's URL (`setup` on `/guides/intro` is `/guides/setup`); query and fragment split off;
 * percent-escapes decoded, so that `/gu%C3%ADa` and `/guía` are the same page.
 */
export function resolveLink(url: string, baseUrl: string): ResolvedLink {
  const trimmed = url.trim();
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) return { kind: 'external' };
  const hash = trimmed.indexOf('#');
  const beforeHash = hash < 0 ? trimmed : trimmed.slice(0, hash);
  const fragment = hash < 0 ? undefined : decodeLinkPart(trimmed.slice(hash + 1));
  const query = beforeHash.indexOf('?');
  const raw = query < 0 ? beforeHash : beforeHash.slice(0, query);
  if (raw === '')
    return fragment === undefined ? { kind: 'external' } : { kind: 'same-page', fragment };
  const relative = !raw.startsWith('/');
  const joined = relative ? baseUrl.slice(0, baseUrl.lastIndexOf('/') + 1) + raw : raw;
  const path = removeDotSegments(joined).split('/').map(decodeLinkPart).join('/');
  return fragment === undefined
    ? { kind: 'path', path, relative }
    : { kind: 'path', path, fragment, relative };
}
