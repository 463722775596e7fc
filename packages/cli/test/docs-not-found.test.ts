import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/commands/build.js';
import { runDev } from '../src/commands/dev.js';
import { runValidate } from '../src/commands/validate.js';
import { docsHint } from '../src/docs-not-found.js';

// The commands run where a user runs them after `quire init docs`: at the repository's root, which has no
// docs.json. Each says where the docs are (in-process: these stop before any work).

let repo: string;
const captured = () => {
  let text = '';
  return { write: (s: string) => (text += s), text: () => text };
};
const io = (cwd: string) => ({ cwd, env: {}, stdout: captured(), stderr: captured() });

function docsFolder(path: string): void {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'docs.json'), '{}\n');
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'quire-repo-root-'));
  docsFolder(join(repo, 'docs'));
  // Not docs a user means: dependencies, a build's output, hidden folders.
  docsFolder(join(repo, 'node_modules/some-theme'));
  docsFolder(join(repo, 'docs-site/dist'));
  docsFolder(join(repo, '.github/docs'));
  mkdirSync(join(repo, 'src/lib'), { recursive: true });
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('a command run from a repository root whose docs are in a folder below', () => {
  it('quire build says where the docs are, in the config/not-found hint', async () => {
    const out = io(repo);
    expect(await runBuild({ ...out, strict: false, format: 'pretty' })).toBe(1);
    expect(out.stderr.text()).toBe(
      `error No docs.json in ${repo} or any folder above it. [config/not-found]\n` +
        '  hint: The docs are in docs/: run quire build docs\n',
    );
  });

  it('quire validate and quire dev say it too, naming their own command', async () => {
    const validate = io(repo);
    expect(await runValidate({ ...validate, format: 'json', strict: false })).toBe(1);
    const { diagnostics } = JSON.parse(validate.stdout.text()) as {
      diagnostics: { code: string; hint: string }[];
    };
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'config/not-found',
        hint: 'The docs are in docs/: run quire validate docs',
      }),
    ]);
    const dev = io(repo);
    const devOptions = { ...dev, port: 0, host: '127.0.0.1', open: false, groups: [] };
    expect(await runDev(devOptions)).toBe(1);
    expect(dev.stderr.text()).toContain('hint: The docs are in docs/: run quire dev docs');
  });

  it('quire serve says to build them first, then which folder to serve', () => {
    expect(docsHint('serve', repo, repo)).toBe(
      'The docs are in docs/: run quire build docs, then quire serve docs/dist',
    );
    mkdirSync(join(repo, 'docs/dist/_quire'), { recursive: true });
    writeFileSync(join(repo, 'docs/dist/_quire/site.json'), '{}');
    expect(docsHint('serve', repo, repo)).toBe('The docs are in docs/: run quire serve docs/dist');
    // Given the docs folder itself instead of its build.
    expect(docsHint('serve', join(repo, 'docs'), repo)).toBe(
      'The docs are in docs/: run quire serve docs/dist',
    );
  });

  it('names each docs folder when there are several, and how to pass one from elsewhere', () => {
    docsFolder(join(repo, 'website/docs'));
    expect(docsHint('build', repo, repo)).toBe(
      'Docs folders below: docs/, website/docs/. Pass the one you mean: quire build docs',
    );
    expect(docsHint('build', join(repo, 'src'), join(repo, 'src'))).toBe(
      'Run the command inside a docs repository, or pass the folder that holds docs.json: quire build path/to/docs',
    );
  });
});
