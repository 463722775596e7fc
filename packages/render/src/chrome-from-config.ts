import type { FontSpec, IconSpec, LinkItem, SiteChrome, ThemedImage } from './layout-model.js';
import { inlineMarkdown } from './inline-markdown.js';
import { asArray, asBoolean, asObject, asString, type JsonObject } from './read-json.js';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** A repo path (`/logo/dark.svg`, `./img/x.png`) or URL as the site serves it. */
export function assetUrl(path: string): string {
  if (isExternal(path) || path.startsWith('//')) return path;
  return `/${path.replace(/^\.?\/+/, '')}`;
}

function themedImage(v: unknown): ThemedImage | undefined {
  const s = asString(v);
  if (s) return { light: assetUrl(s), dark: assetUrl(s) };
  const o = asObject(v);
  const light = asString(o?.light);
  const dark = asString(o?.dark);
  if (!light && !dark) return undefined;
  return { light: assetUrl(light ?? dark!), dark: assetUrl(dark ?? light!) };
}

function font(v: unknown): FontSpec | undefined {
  const o = asObject(v);
  const family = asString(o?.family);
  if (!o || !family) return undefined;
  const format = asString(o.format);
  return {
    family,
    weight: typeof o.weight === 'number' ? o.weight : undefined,
    source: asString(o.source) ? assetUrl(asString(o.source)!) : undefined,
    format: format === 'woff' || format === 'woff2' ? format : undefined,
  };
}

function link(v: unknown): LinkItem | undefined {
  const o = asObject(v);
  const href = asString(o?.href);
  if (!o || !href) return undefined;
  const type = asString(o.type);
  const label =
    asString(o.label) ?? (type === 'github' ? 'GitHub' : type === 'discord' ? 'Discord' : href);
  return {
    label,
    href,
    icon:
      (o.icon as IconSpec | undefined) ??
      (type === 'github' || type === 'discord' ? { name: type, style: 'brands' } : undefined),
    external: isExternal(href),
  };
}

function stringRecord(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(asObject(v) ?? {}))
    if (typeof value === 'string') out[k] = value;
  return out;
}

function footer(config: JsonObject): SiteChrome['footer'] {
  const f = asObject(config.footer);
  return {
    socials: Object.entries(stringRecord(f?.socials)).map(([key, href]) => ({ key, href })),
    columns: asArray(f?.links).map((col) => ({
      header: asString(asObject(col)?.header),
      items: asArray(asObject(col)?.items)
        .map(link)
        .filter((l): l is LinkItem => !!l),
    })),
  };
}

/** A short stable id for a banner text, so a dismissal lasts until the text changes. */
export function bannerId(content: string): string {
  let h = 5381;
  for (let i = 0; i < content.length; i++) h = ((h << 5) + h + content.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/** A banner setting (`banner`, or a language's `banner`) as the page shows it: its content as inline Markdown. */
export function bannerFromConfig(v: unknown): SiteChrome['banner'] {
  const o = asObject(v);
  const content = asString(o?.content);
  if (!o || !content) return undefined;
  return {
    html: inlineMarkdown(content),
    dismissible: asBoolean(o.dismissible) ?? false,
    type: asString(o.type),
    id: bannerId(content),
  };
}

/** The parts of docs.json every page shows: name, logo, colours, navbar, footer, banner, metatags. */
export function chromeFromConfig(config: JsonObject, baseUrl?: string): SiteChrome {
  const logo = themedImage(config.logo);
  const appearance = asObject(config.appearance);
  const navbar = asObject(config.navbar);
  const primary = asObject(navbar?.primary);
  const primaryLink = link(primary);
  const colors = asObject(config.colors) ?? {};
  const fonts = asObject(config.fonts);
  const background = asObject(config.background);
  const decoration = asString(background?.decoration);
  const bgColor = asObject(background?.color);
  const def = asString(appearance?.default);
  return {
    name: asString(config.name) ?? 'Documentation',
    description: asString(config.description),
    baseUrl,
    logo: logo ? { ...logo, href: asString(asObject(config.logo)?.href) } : undefined,
    favicon: themedImage(config.favicon),
    colors: {
      primary: asString(colors.primary) ?? '#16A34A',
      light: asString(colors.light),
      dark: asString(colors.dark),
    },
    appearance: {
      default: def === 'light' || def === 'dark' ? def : 'system',
      strict: asBoolean(appearance?.strict) ?? false,
    },
    fonts: fonts
      ? fonts.family
        ? { heading: font(fonts), body: font(fonts) }
        : { heading: font(fonts.heading), body: font(fonts.body) }
      : undefined,
    background: background
      ? {
          image: themedImage(background.image),
          decoration:
            decoration === 'gradient' || decoration === 'grid' || decoration === 'windows'
              ? decoration
              : undefined,
          color: bgColor
            ? { light: asString(bgColor.light), dark: asString(bgColor.dark) }
            : undefined,
        }
      : undefined,
    banner: bannerFromConfig(config.banner),
    navbarLinks: asArray(navbar?.links)
      .map(link)
      .filter((l): l is LinkItem => !!l),
    primary: primaryLink
      ? {
          ...primaryLink,
          kind:
            (asString(primary?.type) as 'button' | 'github' | 'discord' | undefined) ?? 'button',
        }
      : undefined,
    footer: footer(config),
    searchPrompt: asString(asObject(config.search)?.prompt),
    metatags: stringRecord(asObject(config.seo)?.metatags),
  };
}
