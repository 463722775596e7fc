import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { formatCount } from '@quire/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS } from '../exit-codes.js';
import type { SetExitCode } from './index.js';
import {
  DOCS_IGNORES,
  REPOSITORY_IGNORES,
  ensureIgnored,
  repositoryRootOf,
  workflowFor,
} from './init-repository.js';

/** The starter site shipped with the package (`packages/cli/starter`). */
const STARTER = fileURLToPath(new URL('../../starter/', import.meta.url));

export interface InitOptions {
  readonly dir: string | undefined;
  readonly name: string | undefined;
  readonly cwd: string;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Asks for the site's name when given (on a terminal); otherwise nothing is asked. */
  readonly ask?: ((question: string) => Promise<string>) | undefined;
}

async function listStarter(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listStarter(join(dir, entry.name), `${path}/`)));
    else out.push(path);
  }
  return out.sort();
}

/** The starter's CI workflow; npm leaves dot folders out of packages, so it is kept as `github/`. */
const WORKFLOW = 'github/workflows/docs.yml';

/** The starter's docs.json with the site's name in it. */
const withName = (text: string, name: string) =>
  text.replace('"name": "My Docs"', `"name": ${JSON.stringify(name)}`);

/** Writes one file unless something is already there (`wx`: never replaces, even when created meanwhile). */
async function writeNew(path: string, contents: string | Uint8Array): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, contents, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The starter's files as they are written: each path (absolute) with its contents. */
async function starterFiles(
  target: string,
  repository: string,
  name: string,
): Promise<{ path: string; contents: string | Buffer }[]> {
  const docsPath = relative(repository, target).split(sep).join('/') || '.';
  const files = [];
  for (const file of await listStarter(STARTER)) {
    const source = await readFile(join(STARTER, file));
    if (file === WORKFLOW)
      files.push({
        path: join(repository, '.github/workflows/docs.yml'),
        contents: workflowFor(source.toString('utf8'), docsPath),
      });
    else if (file === 'docs.json')
      files.push({ path: join(target, file), contents: withName(source.toString('utf8'), name) });
    else files.push({ path: join(target, file), contents: source });
  }
  return files;
}

interface InitReport {
  readonly written: string[];
  readonly kept: string[];
  readonly ignores: string[];
}

/** Writes the starter and the `.gitignore` lines; paths in the report are as shown from `cwd`. */
async function writeStarter(
  target: string,
  repository: string,
  name: string,
  cwd: string,
): Promise<InitReport> {
  const shown = (path: string) => relative(cwd, path).split(sep).join('/');
  const report: InitReport = { written: [], kept: [], ignores: [] };
  for (const file of await starterFiles(target, repository, name))
    ((await writeNew(file.path, file.contents)) ? report.written : report.kept).push(
      shown(file.path),
    );
  const ignoreFiles: [string, readonly string[]][] = [[target, DOCS_IGNORES]];
  if (repository !== target) ignoreFiles.push([repository, REPOSITORY_IGNORES]);
  for (const [folder, wanted] of ignoreFiles) {
    const path = join(folder, '.gitignore');
    const update = await ensureIgnored(path, wanted);
    if (update.created) report.written.push(shown(path));
    else if (update.added.length > 0)
      report.ignores.push(`${shown(path)} (added ${update.added.join(' ')})`);
  }
  return report;
}

/**
 * `quire init [dir]`: writes the starter site (docs.json with tabs and groups, pages using the
 * main components, an OpenAPI example with its pages) into `dir`, never replacing a file that exists;
 * the CI workflow into the repository's `.github/workflows/` (its steps name the docs folder), and
 * the lines each `.gitignore` lacks for what Quire and npm write (the docs folder's, and the
 * repository's when the docs are below it). Asks for the site's name only on a terminal.
 */
export async function runInit(options: InitOptions): Promise<number> {
  const target = resolve(options.cwd, options.dir ?? '.');
  const fallback = basename(target) || 'Docs';
  const asked =
    options.name ?? (options.ask ? (await options.ask(`Site name (${fallback}): `)).trim() : '');
  const name = asked || fallback;
  const repository = repositoryRootOf(target, options.cwd);
  let report: InitReport;
  try {
    report = await writeStarter(target, repository, name, options.cwd);
  } catch (error) {
    options.stderr.write(
      `quire init: cannot write into ${target}: ${error instanceof Error ? error.message : String(error)}. Check that the folder is writable.\n`,
    );
    return EXIT_PROBLEMS;
  }
  const { written, kept, ignores } = report;
  const shown = relative(options.cwd, target).split(sep).join('/') || '.';
  for (const file of written) options.stdout.write(`  created ${file}\n`);
  for (const file of ignores) options.stdout.write(`  updated ${file}\n`);
  for (const file of kept) options.stdout.write(`  kept    ${file} (it exists; not changed)\n`);
  options.stdout.write(
    `\n${formatCount(written.length, 'file')} written${ignores.length ? `, ${formatCount(ignores.length, '.gitignore file')} updated` : ''}${kept.length ? `, ${formatCount(kept.length, 'existing file')} left as they were` : ''}.\n`,
  );
  options.stdout.write(
    `Next: npx quire dev${shown === '.' ? '' : ` ${shown}`}   (preview at http://127.0.0.1:3000)\n`,
  );
  return EXIT_OK;
}

/** Asks one question on the terminal. */
async function askOnTerminal(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

export function registerInit(program: Command, setExitCode: SetExitCode): void {
  program
    .command('init')
    .description(
      "start a new docs site: docs.json, pages, an OpenAPI example, .gitignore lines, and a CI workflow in the repository's .github/",
    )
    .argument(
      '[dir]',
      'where to write it (default: the current folder); existing files are never changed, a .gitignore only gains the lines it lacks',
    )
    .option('--name <name>', 'the site name (default: asked on a terminal, else the folder name)')
    .action(async (dir: string | undefined, opts: { name?: string }) => {
      const interactive = process.stdin.isTTY === true && process.stdout.isTTY === true;
      setExitCode(
        await runInit({
          dir,
          name: opts.name,
          cwd: process.cwd(),
          stdout: process.stdout,
          stderr: process.stderr,
          ask: interactive && !opts.name ? askOnTerminal : undefined,
        }),
      );
    });
}
