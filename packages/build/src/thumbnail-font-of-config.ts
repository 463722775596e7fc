import { BUNDLED_FAMILY, fontFormatOf, type ThumbnailFont } from '@quire/thumbnails';
import { readDocsFile, type ThumbnailProblem } from './read-docs-file.js';

const record = (v: unknown): Readonly<Record<string, unknown>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The entries of docs.json `fonts` (the font itself, or its `heading` and `body`) with their pointers. */
function siteFonts(config: Readonly<Record<string, unknown>>) {
  const fonts = record(config.fonts);
  return [
    { entry: fonts, pointer: '/fonts' },
    { entry: record(fonts.heading), pointer: '/fonts/heading' },
    { entry: record(fonts.body), pointer: '/fonts/body' },
  ];
}

/**
 * The font of docs.json `thumbnails.fonts.family`. Thumbnails are rendered offline, so a Google Fonts family is
 * not downloaded: the file comes from the site's own `fonts` entry of that family with a `source` in the docs
 * folder (TrueType, OpenType or WOFF). Inter is bundled. Anything else is a warning, and the thumbnails use Inter.
 */
export function thumbnailFontOfConfig(
  root: string,
  config: Readonly<Record<string, unknown>>,
  problems: ThumbnailProblem[],
): ThumbnailFont | undefined {
  const family = str(record(record(config.thumbnails).fonts).family);
  if (family === undefined || family.toLowerCase() === BUNDLED_FAMILY.toLowerCase())
    return undefined;
  const declared = siteFonts(config).find(
    ({ entry }) => str(entry.family)?.toLowerCase() === family.toLowerCase() && str(entry.source),
  );
  const hint = `Add the font file (.ttf, .otf or .woff) to the docs folder and declare it in docs.json: "fonts": { "family": "${family}", "source": "/fonts/${family.replace(/\s+/g, '')}.woff" }; or remove thumbnails.fonts to use Inter.`;
  if (!declared) {
    problems.push({
      code: 'build/thumbnail-font',
      pointer: '/thumbnails/fonts/family',
      message: `The thumbnail font "${family}" is not a file of the docs: Quire renders thumbnails offline and does not download Google Fonts, so they are set in ${BUNDLED_FAMILY}.`,
      hint,
    });
    return undefined;
  }
  const source = str(declared.entry.source)!;
  const file = readDocsFile(root, source);
  const format = 'data' in file ? fontFormatOf(file.data) : undefined;
  if ('data' in file && format && format !== 'woff2') return { family, data: file.data };
  const problem =
    'problem' in file
      ? file.problem
      : format === 'woff2'
        ? 'is WOFF2, which the thumbnail renderer cannot read'
        : 'is not a TrueType, OpenType or WOFF font';
  problems.push({
    code: 'build/thumbnail-font',
    pointer: `${declared.pointer}/source`,
    message: `The font file ${source} of "${family}" ${problem}: the thumbnails are set in ${BUNDLED_FAMILY}.`,
    hint,
  });
  return undefined;
}
