import { underBasePath } from '@quire/navigation';
import type { IconSpec, LinkItem, SiteChrome } from './layout-model.js';
import { asArray, asObject, asString, type JsonObject } from './read-json.js';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** A link's icon: `icon` as written, with `iconType` as the style of an icon given by name. */
function iconOf(o: JsonObject): IconSpec | undefined {
  const style = asString(o.iconType);
  if (typeof o.icon === 'string' && style) return { name: o.icon, style };
  return o.icon as IconSpec | undefined;
}

/** A navbar or footer link of docs.json (`{label, href, icon?, iconType?, type?}`), its href under `basePath`. */
export function linkItem(v: unknown, basePath: string): LinkItem | undefined {
  const o = asObject(v);
  const written = asString(o?.href);
  if (!o || !written) return undefined;
  const href = underBasePath(basePath, written);
  const type = asString(o.type);
  const label =
    asString(o.label) ?? (type === 'github' ? 'GitHub' : type === 'discord' ? 'Discord' : written);
  return {
    label,
    href,
    icon:
      iconOf(o) ??
      (type === 'github' || type === 'discord' ? { name: type, style: 'brands' } : undefined),
    external: isExternal(href),
  };
}

/** A `navbar` setting (the site's, or a language's) as the page shows it: its links and primary button. */
export function navbarOf(
  v: unknown,
  basePath: string,
): Pick<SiteChrome, 'navbarLinks' | 'primary'> {
  const navbar = asObject(v);
  const primary = asObject(navbar?.primary);
  const primaryLink = linkItem(primary, basePath);
  return {
    navbarLinks: asArray(navbar?.links)
      .map((item) => linkItem(item, basePath))
      .filter((l): l is LinkItem => !!l),
    primary: primaryLink
      ? {
          ...primaryLink,
          kind:
            (asString(primary?.type) as 'button' | 'github' | 'discord' | undefined) ?? 'button',
        }
      : undefined,
  };
}

export function stringRecord(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(asObject(v) ?? {}))
    if (typeof value === 'string') out[k] = value;
  return out;
}

/** A `footer` setting (the site's, or a language's) as the page shows it: socials and link columns. */
export function footerOf(v: unknown, basePath: string): SiteChrome['footer'] {
  const f = asObject(v);
  return {
    socials: Object.entries(stringRecord(f?.socials)).map(([key, href]) => ({
      key,
      href: underBasePath(basePath, href),
    })),
    columns: asArray(f?.links).map((col) => ({
      header: asString(asObject(col)?.header),
      items: asArray(asObject(col)?.items)
        .map((item) => linkItem(item, basePath))
        .filter((l): l is LinkItem => !!l),
    })),
  };
}

/**
 * The chrome of a page in a language whose entry sets its own `navbar` or `footer` (docs.json
 * `navigation.languages[]`): those replace the site's; the rest is the site's.
 */
export function chromeForLanguage(
  chrome: SiteChrome,
  language: { readonly navbar?: unknown; readonly footer?: unknown } | undefined,
): SiteChrome {
  const basePath = chrome.basePath ?? '';
  return {
    ...chrome,
    ...(asObject(language?.navbar) ? navbarOf(language!.navbar, basePath) : {}),
    ...(asObject(language?.footer) ? { footer: footerOf(language!.footer, basePath) } : {}),
  };
}
