import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { EXIT_OK, EXIT_PROBLEMS } from '../exit-codes.js';
import type { SetExitCode } from './index.js';

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

/**
 * Where a starter file goes: npm leaves dotfiles such as `.gitignore` out of packages, so the
 * starter holds them without the dot (`gitignore`, `github/workflows/`).
 */
const targetPath = (file: string) =>
  file === 'gitignore' || file.startsWith('github/') ? `.${file}` : file;

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

/**
 * `quire init [dir]`: writes the starter site (docs.json with tabs and groups, pages using the
 * main components, an OpenAPI example with its pages, .gitignore, a CI workflow) into `dir`,
 * never replacing a file that exists. Asks for the site's name only on a terminal.
 */
export async function runInit(options: InitOptions): Promise<number> {
  const target = resolve(options.cwd, options.dir ?? '.');
  const fallback = basename(target) || 'Docs';
  const asked =
    options.name ?? (options.ask ? (await options.ask(`Site name (${fallback}): `)).trim() : '');
  const name = asked || fallback;
  const written: string[] = [];
  const kept: string[] = [];
  try {
    for (const file of await listStarter(STARTER)) {
      const source = await readFile(join(STARTER, file));
      const contents = file === 'docs.json' ? withName(source.toString('utf8'), name) : source;
      ((await writeNew(join(target, targetPath(file)), contents)) ? written : kept).push(
        targetPath(file),
      );
    }
  } catch (error) {
    options.stderr.write(
      `quire init: cannot write into ${target}: ${error instanceof Error ? error.message : String(error)}. Check that the folder is writable.\n`,
    );
    return EXIT_PROBLEMS;
  }
  const shown = relative(options.cwd, target) || '.';
  for (const file of written) options.stdout.write(`  created ${file}\n`);
  for (const file of kept) options.stdout.write(`  kept    ${file} (it exists; not changed)\n`);
  options.stdout.write(
    `\n${written.length} files written into ${shown}${kept.length ? `, ${kept.length} existing files left as they were` : ''}.\n`,
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
      'start a new docs site: docs.json, pages, an OpenAPI example, .gitignore and a CI workflow',
    )
    .argument(
      '[dir]',
      'where to write it (default: the current folder); existing files are never changed',
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
