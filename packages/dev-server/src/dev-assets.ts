import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectClassNames, customAssets, writeSiteAssets, type CodeThemes } from '@quire/build';
import type { SiteAssets } from '@quire/render';
import { createMemoryStage, type MemoryStage } from './memory-stage.js';

/** The site's stylesheet and client runtime, written into memory under the build's hashed names. */
export interface DevAssets {
  readonly stage: MemoryStage;
  /** What pages link to for a file list (the repository's own CSS and JS added as the build adds them). */
  assetsFor(files: readonly string[]): SiteAssets;
  /**
   * Follows changed sources: the stylesheet carries the utility classes pages use and the colours of
   * the code themes, so when the set of classes or the themes change it is written again (under a
   * new hashed name). Tells whether it changed.
   */
  update(
    files: readonly string[],
    changed: readonly string[],
    codeThemes: CodeThemes,
  ): Promise<boolean>;
}

const SOURCE = /\.(mdx|md|jsx|tsx)$/i;

async function readClasses(root: string, file: string): Promise<string[]> {
  const text = await readFile(join(root, file), 'utf8').catch(() => '');
  return [...collectClassNames([text])];
}

export async function createDevAssets(
  root: string,
  initialFiles: readonly string[],
  initialThemes: CodeThemes,
): Promise<DevAssets> {
  const stage = createMemoryStage();
  // Each source's utility classes, and how many sources use each class: the stylesheet changes when a class
  // comes into use or goes out of it, found without a pass over every source.
  const classes = new Map<string, string[]>();
  const uses = new Map<string, number>();
  const count = (list: readonly string[], by: 1 | -1, before?: Map<string, boolean>) => {
    for (const name of list) {
      if (before && !before.has(name)) before.set(name, uses.has(name));
      const n = (uses.get(name) ?? 0) + by;
      if (n > 0) uses.set(name, n);
      else uses.delete(name);
    }
  };
  const sources = initialFiles.filter((f) => SOURCE.test(f));
  await Promise.all(sources.map(async (f) => classes.set(f, await readClasses(root, f))));
  for (const list of classes.values()) count(list, 1);
  let themes = initialThemes;
  let base: SiteAssets = { css: [], js: [], modules: [] };
  const write = async (files: readonly string[]) => {
    const written = await writeSiteAssets(stage, files, root, {
      codeThemes: themes,
      allChunks: true,
    });
    const own = customAssets(files);
    base = {
      css: written.css.filter((c) => !own.css.includes(c)),
      js: written.js.filter((j) => !own.js.includes(j)),
      modules: written.modules,
    };
  };
  await write(initialFiles);
  return {
    stage,
    assetsFor(files) {
      const own = customAssets(files);
      return { css: [...base.css, ...own.css], js: [...base.js, ...own.js], modules: base.modules };
    },
    async update(files, changed, codeThemes) {
      let differs = codeThemes.light !== themes.light || codeThemes.dark !== themes.dark;
      themes = codeThemes;
      const present = new Set(files);
      // Whether each class counted was in use before the batch: a class moved between sources is no change.
      const before = new Map<string, boolean>();
      for (const file of changed.filter((f) => SOURCE.test(f))) {
        count(classes.get(file) ?? [], -1, before);
        if (present.has(file)) {
          const list = await readClasses(root, file);
          classes.set(file, list);
          count(list, 1, before);
        } else classes.delete(file);
      }
      for (const [name, used] of before) if (uses.has(name) !== used) differs = true;
      if (!differs) return false;
      await write(files);
      return true;
    },
  };
}
