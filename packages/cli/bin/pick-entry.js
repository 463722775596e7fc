// Which build of the command to run: the bundle (`npm run build` makes it, see scripts/bundle.mjs) while every
// file it was made from is as it was, else the compiled modules of dist/.
import { readFileSync, statSync } from 'node:fs';

/**
 * The URL of the module whose `main` runs the command: `bundle/main.js` under `packageUrl` when its
 * `inputs.json` lists files that all still have the size and modification time they had, `dist/main.js`
 * otherwise (no bundle, an input changed or gone, or QUIRE_NO_BUNDLE set).
 *
 * @param {URL} packageUrl the folder of the CLI's package.json, ending in a slash
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {URL}
 */
export function entryUrl(packageUrl, env = process.env) {
  const dist = new URL('dist/main.js', packageUrl);
  if (env.QUIRE_NO_BUNDLE) return dist;
  const bundle = new URL('bundle/', packageUrl);
  try {
    const { version, inputs } = JSON.parse(readFileSync(new URL('inputs.json', bundle), 'utf8'));
    if (version !== 1 || !Array.isArray(inputs) || inputs.length === 0) return dist;
    for (const [path, size, mtimeMs] of inputs) {
      const s = statSync(new URL(path, bundle), { throwIfNoEntry: false });
      if (!s || s.size !== size || s.mtimeMs !== mtimeMs) return dist;
    }
    return new URL('main.js', bundle);
  } catch {
    return dist;
  }
}
