// Which build of the command to run: the bundle (`npm run build` makes it, see scripts/bundle.mjs) while it
// still stands for the packages beside it, else the compiled modules of dist/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every [path, size, mtimeMs?] of `list`, relative to the folder `dir` (ending in a separator), names a file of
 * that size (and time, if given). The paths are joined as strings: a `URL` for each of the bundle's 1,800 inputs
 * took three times as long as the `stat` itself, at every command.
 */
function allAsRecorded(list, dir) {
  if (!Array.isArray(list) || list.length === 0) return false;
  for (const [path, size, mtimeMs] of list) {
    const s = statSync(dir + path, { throwIfNoEntry: false });
    if (!s || s.size !== size || (mtimeMs !== undefined && s.mtimeMs !== mtimeMs)) return false;
  }
  return true;
}

/** Node finds every package of `names` from `dir`, as it resolves a bare import (node_modules folders above). */
function allFound(names, dir) {
  if (!Array.isArray(names)) return false;
  return names.every((name) => {
    for (let at = dir; ; at = dirname(at)) {
      if (
        basename(at) !== 'node_modules' &&
        existsSync(join(at, 'node_modules', name, 'package.json'))
      )
        return true;
      if (dirname(at) === at) return false;
    }
  });
}

/**
 * The URL of the module whose `main` runs the command: `bundle/main.js` under `packageUrl` when its
 * `inputs.json` says it still stands for what is beside it, `dist/main.js` otherwise (no bundle, or
 * QUIRE_NO_BUNDLE set).
 *
 * In a working tree, every file the bundle was made from must have the size and modification time it had:
 * after an edit and `npx tsc -b` alone, dist/ runs. In a package installed from the registry (under a
 * `node_modules` folder; npm gives files the time of the install, and lays out the dependencies its own
 * way), the bundle carries its dependencies' code, and what must hold is that the files of the other
 * `@quire` packages it finds beside itself (`located`) are there with the sizes they were published with,
 * and that Node finds the packages it leaves to Node (`externals`: native ones, Vite) from where it is.
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
    const { version, inputs, located, externals } = JSON.parse(
      readFileSync(new URL('inputs.json', bundle), 'utf8'),
    );
    if (version !== 1) return dist;
    const dir = fileURLToPath(bundle);
    if (allAsRecorded(inputs, dir)) return new URL('main.js', bundle);
    const installed = fileURLToPath(packageUrl).split(sep).includes('node_modules');
    if (installed && allAsRecorded(located, dir) && allFound(externals, dir))
      return new URL('main.js', bundle);
    return dist;
  } catch {
    return dist;
  }
}
