import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import { thumbnailPathOf } from '@quire/render';
import {
  createThumbnailRenderer,
  THUMBNAIL_DESIGN,
  type ThumbnailRenderer,
  type ThumbnailText,
} from '@quire/thumbnails';
import { buildCodes } from './codes.js';
import type { RouteSummary } from './render-routes.js';
import { hashText } from './render-reuse.js';
import type { StagingDir } from './staging-dir.js';
import { loadThumbnailLook } from './thumbnail-look-of-config.js';

/** Images drawn at once: satori lays one out in this thread while resvg draws others and zlib packs them on libuv's threads. */
const IN_FLIGHT = 3;

export interface ThumbnailsInput {
  readonly root: string;
  readonly cacheDir: string;
  readonly loaded: LoadedSiteModel;
  readonly config: Readonly<Record<string, unknown>>;
  readonly routes: readonly Route[];
  readonly rendered: ReadonlyMap<string, RouteSummary>;
}

export interface ThumbnailsResult {
  readonly diagnostics: readonly Diagnostic[];
  /** Images drawn by this build, and images taken from the cache (their page, site and design unchanged). */
  readonly drawn: number;
  readonly cached: number;
}

interface Job {
  readonly url: string;
  readonly text: ThumbnailText;
  readonly file: string;
}

/** The pages that get a generated image: every page written, except those whose frontmatter sets `og:image`. */
function thumbnailJobs(input: ThumbnailsInput, lookKey: string): Job[] {
  const jobs: Job[] = [];
  for (const route of input.routes) {
    const summary = input.rendered.get(route.url);
    if (!summary?.written) continue;
    const fm = route.kind === 'page' ? input.loaded.frontmatter.get(route.source) : undefined;
    if (typeof fm?.data['og:image'] === 'string') continue;
    const group = [...route.path].reverse().find((c) => c.kind === 'group');
    const text: ThumbnailText = {
      title: route.title,
      description: summary.description ?? route.description,
      eyebrow: group?.label,
    };
    const key = hashText(THUMBNAIL_DESIGN, lookKey, JSON.stringify(text));
    jobs.push({ url: route.url, text, file: join(input.cacheDir, 'thumbnails', `${key}.png`) });
  }
  return jobs;
}

async function saveToCache(file: string, png: Uint8Array): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, png);
  await rename(tmp, file);
}

/**
 * Writes each page's Open Graph image to `_quire/og/<page>.png` (docs.json `thumbnails`). An image is cached by
 * what it shows (the page's title, section and description; the site's look; the card's design): a rebuild
 * copies it from the cache and draws only those that changed. The renderer is loaded only when one must be drawn.
 */
export async function writeThumbnails(
  stage: StagingDir,
  input: ThumbnailsInput,
): Promise<ThumbnailsResult> {
  const { look, key, diagnostics } = loadThumbnailLook(
    input.root,
    input.config,
    input.loaded.config.sources,
  );
  const jobs = thumbnailJobs(input, key);
  const missing: { url: string; text: string }[] = [];
  let renderer: Promise<ThumbnailRenderer> | undefined;
  let drawn = 0;
  let next = 0;
  const work = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const path = thumbnailPathOf(job.url).slice(1);
      if (existsSync(job.file)) {
        await stage.copy(path, job.file);
        // What a cached image could not draw is said again, so a warm build warns as a cold one.
        const said = await readFile(`${job.file}.missing`, 'utf8').catch(() => '');
        if (said !== '') missing.push({ url: job.url, text: said });
        continue;
      }
      renderer ??= createThumbnailRenderer(look);
      try {
        const image = await (await renderer).render(job.text);
        const lacking = image.missing.trim() === '' ? '' : image.missing;
        if (lacking !== '') missing.push({ url: job.url, text: lacking });
        await saveToCache(job.file, image.png);
        if (lacking !== '') await writeFile(`${job.file}.missing`, lacking);
        await stage.write(path, image.png);
        drawn++;
      } catch (error) {
        diagnostics.push(failed(input, job, error));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, work));
  // In page order, whichever image was drawn first: the warning names the same page every build.
  missing.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (missing.length > 0) diagnostics.push(missingGlyphs(input, missing));
  return { diagnostics, drawn, cached: jobs.length - drawn };
}

function failed(input: ThumbnailsInput, job: Job, error: unknown): Diagnostic {
  const code = 'build/thumbnail-failed';
  return createDiagnostic(
    {
      code,
      message: `The Open Graph image of ${job.url} could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
      hint: 'Check the files docs.json `thumbnails` and `logo` name (a valid PNG, JPEG, GIF or SVG image; a TrueType, OpenType or WOFF font), or remove `thumbnails`.',
      at: input.loaded.config.sources.locate('/thumbnails'),
    },
    buildCodes[code].severity,
  );
}

function missingGlyphs(
  input: ThumbnailsInput,
  pages: readonly { url: string; text: string }[],
): Diagnostic {
  const code = 'build/thumbnail-glyphs';
  const first = pages[0]!;
  return createDiagnostic(
    {
      code,
      message: `${pages.length} page thumbnail${pages.length === 1 ? ' has' : 's have'} characters that no thumbnail font covers, drawn as nothing (first: ${first.url}, "${[...first.text].slice(0, 12).join('')}").`,
      hint: 'Set thumbnails.fonts.family to a family declared in docs.json `fonts` with a `source` file (.ttf, .otf or .woff) that covers these scripts.',
      at: input.loaded.config.sources.locate('/thumbnails'),
    },
    buildCodes[code].severity,
  );
}
