#!/usr/bin/env node
// Bundles the `quire` command and the build's two worker scripts into `bundle/` (run by `npm run build`).
//
// Every process and thread Quire starts loads its modules first, some thousands of small files, and that is
// most of the CPU of a short command (`quire validate` on a small site) and a fixed cost of every build thread
// and render worker. Loading three bundles instead costs about a third (bench/README, "Start-up").
//
// A bundle must behave as the compiled packages do. Modules that find files beside themselves (`new
// URL('../bundle/quire-client.js', import.meta.url)`, `createRequire(import.meta.url)`, the package.json of
// `quire --version`) keep finding them: each `import.meta.url` is rewritten to the URL of the module's own file,
// relative to the chunk it lands in. One module is placed in the bundle instead: `compiled-script.js`, which
// finds the worker scripts beside itself, so that a bundled thread starts bundled workers. Native packages and
// the dev server's Vite are left to Node to load.
//
// `bin/quire.js` runs the bundle only while every file it was made from is unchanged (`inputs.json`: size and
// modification time of each), or, in a package installed from the registry, while the files it finds beside
// itself are there as published; otherwise, or with QUIRE_NO_BUNDLE=1, it runs `dist/` as before.
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as acorn from 'acorn';
import { rolldown } from 'rolldown';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(packages, 'cli');
const out = join(cli, 'bundle');
/** Written first, then put in place of bundle/ in one rename: a run that stops halfway leaves bundle/ as it was. */
const staging = join(cli, '.bundle-staging');

const entries = {
  main: join(cli, 'dist', 'main.js'),
  'build-thread-worker': join(packages, 'build', 'dist', 'build-thread-worker.js'),
  'render-worker': join(packages, 'build', 'dist', 'render-worker.js'),
};
/** Modules that find the bundle's own entries beside themselves: placed at the bundle's root. */
const placed = new Map([
  [join(packages, 'build', 'dist', 'compiled-script.js'), join(out, 'compiled-script.js')],
]);
/** Left to Node: native addons, packages that read their own files in ways a bundle would break, Vite. */
const external = [
  '@resvg/resvg-js',
  'better-sqlite3',
  'esbuild',
  'fsevents',
  'jsonc-parser',
  'lightningcss',
  'pg',
  'pg-native',
  'playwright-core',
  'typescript',
  'vite',
];
const isExternal = (id) =>
  id.startsWith('node:') || external.some((name) => id === name || id.startsWith(`${name}/`));

/** The `import.meta.url` member expressions of a module, as [start, end] offsets. */
function metaUrls(code) {
  const ast = acorn.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
  });
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'MemberExpression' &&
      node.object.type === 'MetaProperty' &&
      !node.computed &&
      node.property.name === 'url'
    ) {
      found.push([node.start, node.end]);
      return;
    }
    for (const key in node) if (key !== 'type' && typeof node[key] === 'object') visit(node[key]);
  };
  visit(ast);
  return found;
}

/** `to` relative to `from`, with forward slashes (a URL's path, a record that holds on any system). */
const relativeUrl = (from, to) => relative(from, to).split(sep).join('/');

const MARK = '__QUIRE_MODULE_URL_';
const files = [];
const moduleUrl = {
  name: 'quire-module-url',
  transform(code, id) {
    // Rolldown's own runtime (`\0rolldown/runtime.js`, its `require` for CommonJS code) has no file: its
    // `import.meta.url` is the chunk's, which resolves packages as any module of the bundle does.
    if (id.startsWith('\0') || !code.includes('import.meta')) return null;
    const spots = metaUrls(code);
    if (spots.length === 0) return null;
    const index = files.push(placed.get(id) ?? id) - 1;
    let rewritten = '';
    let at = 0;
    for (const [start, end] of spots) {
      rewritten += `${code.slice(at, start)}${MARK}${index}__`;
      at = end;
    }
    return { code: rewritten + code.slice(at), map: null };
  },
  renderChunk(code, chunk) {
    if (!code.includes(MARK)) return null;
    const from = dirname(join(out, chunk.fileName));
    return code.replace(new RegExp(`${MARK}(\\d+)__`, 'g'), (_, index) => {
      const path = relativeUrl(from, files[Number(index)]);
      return `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.url).href`;
    });
  },
};

const started = Date.now();
rmSync(staging, { recursive: true, force: true });
const bundle = await rolldown({
  input: entries,
  platform: 'node',
  external: isExternal,
  plugins: [moduleUrl],
  // The dependencies' own notices (a `"use client"` directive dropped, `eval` in a parser) are not ours to act on.
  logLevel: 'silent',
});
const { output } = await bundle.write({
  dir: staging,
  format: 'esm',
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
});
await bundle.close();

// What the bundle was made from, for bin/quire.js to tell whether it still stands for dist/ and node_modules.
const inputs = new Set();
for (const item of output)
  if (item.type === 'chunk') for (const id of item.moduleIds) inputs.add(id);
const stamp = [...inputs]
  .filter((id) => !id.startsWith('\0') && !id.includes('?'))
  .sort()
  .map((id) => {
    const s = statSync(id);
    return [relativeUrl(out, id), s.size, s.mtimeMs];
  });
// The files the bundle finds through its rewritten URLs (modules of the other @quire packages, beside this one
// in the monorepo as in an install), with their sizes: in a package installed from the registry, where npm
// gives every file the time of the install, that they are all there as published is what bin/quire.js checks.
const located = [...new Set(files)]
  .filter((path) => !path.startsWith(out + sep))
  .sort()
  .map((path) => [relativeUrl(out, path), statSync(path).size]);
// The packages left to Node that the bundle imports: in an install, Node must find each one from the bundle.
const chunkNames = new Set(output.map((item) => item.fileName));
const externals = [
  ...new Set(
    output
      .flatMap((item) => (item.type === 'chunk' ? [...item.imports, ...item.dynamicImports] : []))
      .filter((id) => !chunkNames.has(id) && !id.startsWith('node:') && !isBuiltin(id))
      .map((id) =>
        id
          .split('/')
          .slice(0, id.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  ),
].sort();
writeFileSync(
  join(staging, 'inputs.json'),
  JSON.stringify({ version: 1, inputs: stamp, located, externals }),
);
rmSync(out, { recursive: true, force: true });
renameSync(staging, out);
console.log(
  `Bundled the quire command: ${output.length} files from ${stamp.length} modules in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
