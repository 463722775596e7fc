import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitCli } from '@quire/agent';
import { createDocsRemote } from '../../../test-support/agent-remotes.js';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'quire-git-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the git the agent runs', () => {
  // Two jobs share one remote: while one pushes, git keeps the pushed objects in a quarantine folder under the
  // remote's objects/ until the push ends. A local clone copies that folder file by file, and failed on CI
  // ("failed to copy file to …/objects/tmp_objdir-incoming-…: No such file or directory") when the push ended
  // during the copy. A clone through git's transport reads only the objects it asks for.
  it('clones a repository on a local path through git’s transport, not by copying its objects folder', async () => {
    const remote = createDocsRemote(join(tmp, 'remote'));
    // What a push under way leaves in the objects folder, made to stay: a local clone refuses it.
    const quarantine = join(remote, 'objects', 'tmp_objdir-incoming-test');
    mkdirSync(quarantine);
    symlinkSync('/nonexistent/object', join(quarantine, 'pack'));
    const git = createGitCli({ env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: tmp } });
    const dir = join(tmp, 'clone');
    await git.cloneBranch(remote, 'main', dir, {});
    expect(existsSync(join(dir, 'docs', 'docs.json'))).toBe(true);
    expect(existsSync(join(dir, '.git', 'objects', 'tmp_objdir-incoming-test'))).toBe(false);
  });
});
