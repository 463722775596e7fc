import type { ConfigSources } from '@quire/config';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { imageTypeOf, type ThumbnailImage, type ThumbnailLook } from '@quire/thumbnails';
import { buildCodes } from './codes.js';
import { hashText } from './render-reuse.js';
import { readDocsFile, type ThumbnailProblem } from './read-docs-file.js';
import { thumbnailFontOfConfig } from './thumbnail-font-of-config.js';

const record = (v: unknown): Readonly<Record<string, unknown>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export const thumbnailDiagnostic = (sources: ConfigSources, p: ThumbnailProblem): Diagnostic =>
  createDiagnostic(
    { code: p.code, message: p.message, hint: p.hint, at: sources.locate(p.pointer) },
    buildCodes[p.code].severity,
  );

function imageAt(
  root: string,
  path: string | undefined,
  pointer: string,
  problems: ThumbnailProblem[],
): ThumbnailImage | undefined {
  if (path === undefined) return undefined;
  const file = readDocsFile(root, path);
  const type = 'data' in file ? imageTypeOf(file.data) : undefined;
  if ('data' in file && type) return { type, data: file.data };
  problems.push({
    code: 'build/thumbnail-image',
    pointer,
    message: `The image ${path} ${'problem' in file ? file.problem : 'is not a PNG, JPEG, GIF or SVG image'}: the thumbnails are drawn without it.`,
    hint: 'Name a PNG, JPEG, GIF or SVG file of the docs folder (a path such as "/images/og-background.png").',
  });
  return undefined;
}

/** docs.json `logo` as the thumbnails show it: the variant of their appearance. */
function logoPath(config: Readonly<Record<string, unknown>>, appearance: 'light' | 'dark') {
  if (typeof config.logo === 'string') return { path: str(config.logo), pointer: '/logo' };
  const logo = record(config.logo);
  const other = appearance === 'dark' ? 'light' : 'dark';
  const key = str(logo[appearance]) ? appearance : other;
  return { path: str(logo[key]), pointer: `/logo/${key}` };
}

/**
 * What the thumbnails of the site share, read from docs.json and the files it names: `thumbnails.appearance`
 * (else the site's default mode), `colors`, `logo`, `thumbnails.background`, `thumbnails.fonts`. `key` changes
 * when any of it does (the cache key of every image). A file that cannot be used is a warning at its key.
 */
export function loadThumbnailLook(
  root: string,
  config: Readonly<Record<string, unknown>>,
  sources: ConfigSources,
): { look: ThumbnailLook; key: string; diagnostics: Diagnostic[] } {
  const thumbnails = record(config.thumbnails);
  const problems: ThumbnailProblem[] = [];
  const asked = str(thumbnails.appearance);
  const appearance =
    asked === 'light' || asked === 'dark'
      ? asked
      : str(record(config.appearance).default) === 'dark'
        ? 'dark'
        : 'light';
  const colors = record(config.colors);
  const primary = str(colors.primary) ?? '#16A34A';
  const accent = appearance === 'dark' ? (str(colors.light) ?? primary) : primary;
  const logo = logoPath(config, appearance);
  const look: ThumbnailLook = {
    appearance,
    accent,
    siteName: str(config.name) ?? 'Documentation',
    logo: imageAt(root, logo.path, logo.pointer, problems),
    background: imageAt(root, str(thumbnails.background), '/thumbnails/background', problems),
    font: thumbnailFontOfConfig(root, config, problems),
  };
  const key = hashText(
    JSON.stringify([look.appearance, look.accent, look.siteName, look.font?.family]),
    look.logo?.data ?? '',
    look.background?.data ?? '',
    look.font?.data ?? '',
  );
  return { look, key, diagnostics: problems.map((p) => thumbnailDiagnostic(sources, p)) };
}

/** docs.json sets `thumbnails`, and no `seo.metatags["og:image"]` replaces the generated image on every page. */
export function drawsThumbnails(config: Readonly<Record<string, unknown>>): boolean {
  if (config.thumbnails === null || typeof config.thumbnails !== 'object') return false;
  return typeof record(record(config.seo).metatags)['og:image'] !== 'string';
}
