import { normalizePath } from './docs-tree.js';
import { compileGlob, type LineMatcher } from './line-pattern.js';
import { parseOptions, UsageError } from './parse-options.js';
import {
  joinLines,
  NOT_FOUND_HINT,
  type CommandRunner,
  type ShellContext,
} from './shell-context.js';

const child = (dir: string, name: string) => `${dir === '/' ? '' : dir}/${name}`;

/** One folder's listing (with each page's title after `-l`), and its subfolders' after `-R`. */
function listFolder(
  context: ShellContext,
  dir: string,
  long: boolean,
  recursive: boolean,
  named: boolean,
): string[] {
  const entries = context.tree.list(dir);
  const lines = entries.map((entry) => {
    const title =
      long && !entry.endsWith('/') ? context.tree.file(child(dir, entry))?.title : undefined;
    return title ? `${entry}\t${title}` : entry;
  });
  const out = named || recursive ? [`${dir}:`, ...lines] : lines;
  if (!recursive) return out;
  for (const entry of entries.filter((e) => e.endsWith('/')))
    out.push('', ...listFolder(context, child(dir, entry.slice(0, -1)), long, true, true));
  return out;
}

/** `ls [-l] [-R] [path…]`: folders and page files; `-l` adds each page's title. */
export const ls: CommandRunner = async (args, _input, context) => {
  const options = parseOptions(args, { flags: 'lRa1', values: '', long: { recursive: 'R' } });
  const operands = options.operands.length > 0 ? options.operands : ['/'];
  const errors: string[] = [];
  const blocks: string[][] = [];
  for (const operand of operands) {
    const path = normalizePath(operand);
    const file = context.tree.file(path);
    if (file) blocks.push([options.flags.has('l') ? `${file.path}\t${file.title}` : file.path]);
    else if (context.tree.isDir(path))
      blocks.push(
        listFolder(
          context,
          path,
          options.flags.has('l'),
          options.flags.has('R'),
          operands.length > 1,
        ),
      );
    else errors.push(`ls: ${operand}: no such file or folder; ${NOT_FOUND_HINT}`);
  }
  return { out: joinLines(blocks.map((b) => b.join('\n'))), errors };
};

interface FindTests {
  name?: LineMatcher;
  path?: LineMatcher;
  type?: 'f' | 'd';
  maxDepth?: number;
}

/** Reads find's expression: `-name`, `-iname`, `-path`, `-type f|d`, `-maxdepth N` (all must hold). */
function findTests(words: readonly string[]): FindTests {
  const tests: FindTests = {};
  for (let i = 0; i < words.length; i += 2) {
    const [test, value] = [words[i]!, words[i + 1]];
    if (value === undefined) throw new UsageError(`find: ${test} needs a value`);
    if (test === '-name' || test === '-iname') tests.name = compileGlob(value, test === '-iname');
    else if (test === '-path' || test === '-ipath')
      tests.path = compileGlob(value, test === '-ipath');
    else if (test === '-type' && (value === 'f' || value === 'd')) tests.type = value;
    else if (test === '-maxdepth' && /^\d+$/.test(value)) tests.maxDepth = Number(value);
    else
      throw new UsageError(
        `find: ${test} ${value} is not available; use -name GLOB, -iname GLOB, -path GLOB, -type f|d, -maxdepth N`,
      );
  }
  return tests;
}

/** Every folder and file under `start`, with its depth below it, in path order. */
function walk(
  context: ShellContext,
  start: string,
  depth = 0,
): { path: string; dir: boolean; depth: number }[] {
  const out = [{ path: start, dir: true, depth }];
  for (const entry of context.tree.list(start)) {
    const path = child(start, entry.replace(/\/$/, ''));
    if (entry.endsWith('/')) out.push(...walk(context, path, depth + 1));
    else out.push({ path, dir: false, depth: depth + 1 });
  }
  return out;
}

/** `find [path…] [-name GLOB] [-iname GLOB] [-path GLOB] [-type f|d] [-maxdepth N]`. */
export const find: CommandRunner = async (args, _input, context) => {
  const split = args.findIndex((a) => a.startsWith('-'));
  const starts = split < 0 ? args : args.slice(0, split);
  const tests = findTests(split < 0 ? [] : args.slice(split));
  const errors: string[] = [];
  const found: string[] = [];
  for (const operand of starts.length > 0 ? starts : ['/']) {
    const start = normalizePath(operand);
    const file = context.tree.file(start);
    const entries = file
      ? [{ path: start, dir: false, depth: 0 }]
      : context.tree.isDir(start)
        ? walk(context, start)
        : undefined;
    if (!entries) {
      errors.push(`find: ${operand}: no such file or folder; ${NOT_FOUND_HINT}`);
      continue;
    }
    for (const e of entries) {
      const name = e.path.slice(e.path.lastIndexOf('/') + 1) || '/';
      if (tests.type === 'f' && e.dir) continue;
      if (tests.type === 'd' && !e.dir) continue;
      if (tests.maxDepth !== undefined && e.depth > tests.maxDepth) continue;
      if (tests.name && !tests.name(name)) continue;
      if (tests.path && !tests.path(e.path)) continue;
      found.push(e.path);
    }
  }
  return { out: joinLines(found), errors };
};
