import { underBasePath } from '@quire/navigation';
import { htmlUnderBasePath } from './html-under-base-path.js';
import { footerOf, navbarOf, stringRecord } from './chrome-links.js';
import type { FontSpec, SiteChrome, ThemedImage } from './layout-model.js';
import { inlineMarkdown } from './inline-markdown.js';
import { pathMetatagsOf } from './path-metatags.js';
import { organizationOfConfig } from './structured-organization.js';
import { themeName } from './layout/theme-layout.js';
import { asBoolean, asObject, asString, type JsonObject } from './read-json.js';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** A repo path (`/logo/dark.svg`, `./img/x.png`) or URL as the site serves it (under `basePath`, see `underBasePath`). */
export function assetUrl(path: string, basePath = ''): string {
  if (isExternal(path) || path.startsWith('//')) return path;
  return underBasePath(basePath, `/${path.replace(/^\.?\/+/, '')}`);
}

function themedImage(v: unknown, basePath: string): ThemedImage | undefined {
  const s = asString(v);
  if (s) return { light: assetUrl(s, basePath), dark: assetUrl(s, basePath) };
  const o = asObject(v);
  const light = asString(o?.light);
  const dark = asString(o?.dark);
  if (!light && !dark) return undefined;
  return { light: assetUrl(light ?? dark!, basePath), dark: assetUrl(dark ?? light!, basePath) };
}

function font(v: unknown, basePath: string): FontSpec | undefined {
  const o = asObject(v);
  const family = asString(o?.family);
  if (!o || !family) return undefined;
  const format = asString(o.format);
  return {
    family,
    weight: typeof o.weight === 'number' ? o.weight : undefined,
    source: asString(o.source) ? assetUrl(asString(o.source)!, basePath) : undefined,
    format: format === 'woff' || format === 'woff2' ? format : undefined,
  };
}

/** Where the logo leads (`logo.href`), under the base path; undefined: the home page. */
function logoHref(config: JsonObject, basePath: string): string | undefined {
  const href = asString(asObject(config.logo)?.href);
  return href === undefined ? undefined : underBasePath(basePath, href);
}

/** A short stable id for a banner text, so a dismissal lasts until the text changes. */
export function bannerId(content: string): string {
  let h = 5381;
  for (let i = 0; i < content.length; i++) h = ((h << 5) + h + content.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `banner.color`: one hex colour for both modes, or `{ light, dark }` (one of them for both). */
function bannerColor(v: unknown): { light: string; dark: string } | undefined {
  const hex = (c: unknown) => (typeof c === 'string' && HEX.test(c) ? c : undefined);
  const o = asObject(v);
  const light = hex(o ? o.light : v);
  const dark = hex(o ? o.dark : v);
  return light || dark ? { light: (light ?? dark)!, dark: (dark ?? light)! } : undefined;
}

/** A banner setting (`banner`, or a language's `banner`) as the page shows it: its content as inline Markdown. */
export function bannerFromConfig(v: unknown, basePath = ''): SiteChrome['banner'] {
  const o = asObject(v);
  const content = asString(o?.content);
  if (!o || !content) return undefined;
  return {
    html: htmlUnderBasePath(inlineMarkdown(content), basePath),
    dismissible: asBoolean(o.dismissible) ?? false,
    type: asString(o.type),
    id: bannerId(content),
    color: bannerColor(o.color),
  };
}

/**
 * The parts of docs.json every page shows: name, logo, colours, navbar, footer, banner, metatags; their
 * links and images under `basePath` (see `underBasePath`), `baseUrl` the site's absolute URL.
 */
export function chromeFromConfig(config: JsonObject, baseUrl?: string, basePath = ''): SiteChrome {
  const logo = themedImage(config.logo, basePath);
  const appearance = asObject(config.appearance);
  const colors = asObject(config.colors) ?? {};
  const fonts = asObject(config.fonts);
  const background = asObject(config.background);
  const decoration = asString(background?.decoration);
  const bgColor = asObject(background?.color);
  const def = asString(appearance?.default);
  return {
    name: asString(config.name) ?? 'Documentation',
    theme: themeName(config.theme),
    description: asString(config.description),
    baseUrl,
    ...(basePath === '' ? {} : { basePath }),
    logo: logo ? { ...logo, href: logoHref(config, basePath) } : undefined,
    favicon: themedImage(config.favicon, basePath),
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
        ? { heading: font(fonts, basePath), body: font(fonts, basePath) }
        : { heading: font(fonts.heading, basePath), body: font(fonts.body, basePath) }
      : undefined,
    background: background
      ? {
          image: themedImage(background.image, basePath),
          decoration:
            decoration === 'gradient' || decoration === 'grid' || decoration === 'windows'
              ? decoration
              : undefined,
          color: bgColor
            ? { light: asString(bgColor.light), dark: asString(bgColor.dark) }
            : undefined,
        }
      : undefined,
    banner: bannerFromConfig(config.banner, basePath),
    ...navbarOf(config.navbar, basePath),
    footer: footerOf(config.footer, basePath),
    searchPrompt: asString(asObject(config.search)?.prompt),
    metatags: stringRecord(asObject(config.seo)?.metatags),
    pathMetatags: pathMetatagsOf(config.seo),
    organization: organizationOfConfig(config.seo),
  };
}
