import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { confinePath } from '../workspace/confine-path.js';
import { ok, refuse, type AgentTool, type ToolContext, type ToolResult } from './tool.js';
import { compareText } from '@quire/diagnostics';

const PATH = {
  type: 'string',
  description:
    'A path relative to the docs root (the folder holding docs.json), such as "guides/intro.mdx".',
};
const SKIP = new Set(['.git', 'node_modules', '.quire', 'dist']);
const MAX_LISTED = 2000;

async function listUnder(root: string, dir: string, prefix: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => compareText(a.name, b.name))) {
    if (out.length >= MAX_LISTED || SKIP.has(entry.name)) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await listUnder(root, `${dir}/${entry.name}`, rel, out);
    else if (entry.isFile()) out.push(rel);
  }
}

async function listFiles(
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolResult> {
  const where = confinePath(context.docsRoot, args.path ?? '.');
  if (where.kind === 'refused') return refuse(where.reason);
  const out: string[] = [];
  try {
    await listUnder(context.docsRoot, where.abs, where.rel === '.' ? '' : where.rel, out);
  } catch {
    return refuse(`"${where.rel}" is not a folder of the docs root.`);
  }
  return ok(
    out.length >= MAX_LISTED
      ? `${out.join('\n')}\n(first ${MAX_LISTED} files only)`
      : out.join('\n') || '(no files)',
  );
}

async function readDocsFile(
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolResult> {
  const where = confinePath(context.docsRoot, args.path);
  if (where.kind === 'refused') return refuse(where.reason);
  const info = await stat(where.abs).catch(() => undefined);
  if (!info?.isFile())
    return refuse(`"${where.rel}" does not exist; list_files shows the files there are.`);
  const text = await readFile(where.abs, 'utf8');
  const limit = context.limits.maxReadBytes;
  return ok(
    Buffer.byteLength(text) <= limit
      ? text
      : `${Buffer.from(text).subarray(0, limit).toString('utf8')}\n(truncated at ${limit} bytes of ${info.size})`,
  );
}

async function writeChecked(
  abs: string,
  rel: string,
  content: string,
  context: ToolContext,
): Promise<ToolResult> {
  const bytes = Buffer.byteLength(content);
  if (bytes > context.limits.maxWriteBytes) {
    return refuse(
      `writing ${bytes} bytes to "${rel}" is over the limit of ${context.limits.maxWriteBytes} bytes per file; write a smaller file.`,
    );
  }
  await mkdir(dirname(abs), { recursive: true });
  await writeFile(abs, content);
  return ok(`wrote ${bytes} bytes to ${rel}`);
}

async function writeDocsFile(
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolResult> {
  if (typeof args.content !== 'string')
    return refuse('content must be a string: the whole new text of the file.');
  const where = confinePath(context.docsRoot, args.path);
  if (where.kind === 'refused') return refuse(where.reason);
  if (where.rel === '.') return refuse('give the path of a file, not of the docs root.');
  return writeChecked(where.abs, where.rel, args.content, context);
}

async function editDocsFile(
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
): Promise<ToolResult> {
  const { oldText, newText } = args;
  if (typeof oldText !== 'string' || oldText === '' || typeof newText !== 'string')
    return refuse('oldText (non-empty) and newText must be strings.');
  const where = confinePath(context.docsRoot, args.path);
  if (where.kind === 'refused') return refuse(where.reason);
  const text = await readFile(where.abs, 'utf8').catch(() => undefined);
  if (text === undefined)
    return refuse(`"${where.rel}" does not exist; use write_file to create it.`);
  const count = text.split(oldText).length - 1;
  if (count !== 1)
    return refuse(
      `oldText occurs ${count} times in "${where.rel}"; it must occur exactly once (give more of the surrounding text).`,
    );
  return writeChecked(
    where.abs,
    where.rel,
    text.replace(oldText, () => newText),
    context,
  );
}

export const fileTools: readonly AgentTool[] = [
  {
    spec: {
      name: 'list_files',
      description: 'List the files under a folder of the docs root (default: all of it).',
      parameters: { type: 'object', properties: { path: PATH } },
    },
    run: listFiles,
  },
  {
    spec: {
      name: 'read_file',
      description: 'Read a file of the docs root.',
      parameters: { type: 'object', properties: { path: PATH }, required: ['path'] },
    },
    run: readDocsFile,
  },
  {
    spec: {
      name: 'write_file',
      description: 'Create or replace a file of the docs root with the given content.',
      parameters: {
        type: 'object',
        properties: { path: PATH, content: { type: 'string' } },
        required: ['path', 'content'],
      },
    },
    run: writeDocsFile,
  },
  {
    spec: {
      name: 'edit_file',
      description:
        'Replace one exact occurrence of oldText with newText in a file of the docs root.',
      parameters: {
        type: 'object',
        properties: { path: PATH, oldText: { type: 'string' }, newText: { type: 'string' } },
        required: ['path', 'oldText', 'newText'],
      },
    },
    run: editDocsFile,
  },
];
