import { readFileSync } from 'node:fs';
import { createContext, Script, runInContext, type Context } from 'node:vm';
import type { PageProgram } from '@quire/mdx';
import type { Audience } from '../env/components-env.js';
import type { IconLibraryName, IconRegistry } from '../icons/icon-types.js';
import { hostAnswer } from './host-answer.js';
import { installSandboxRejectionGuard } from './ignore-sandbox-rejections.js';
import { readSandboxReply, type PageSandboxResult } from './read-sandbox-reply.js';
import { SANDBOX_GLOBAL, type IslandTargets, type SandboxRequest } from './sandbox-protocol.js';
import { SANDBOX_WEB_GLOBALS } from './sandbox-web-globals.js';

/** How long one page may take to evaluate and render, by default (milliseconds of wall time). */
export const PAGE_TIME_LIMIT_MS = 10_000;

export interface PageSandboxOptions {
  readonly icons: IconRegistry;
  readonly iconLibrary?: IconLibraryName;
  /** Time limit for one page; a page over it is stopped and reported. */
  readonly timeLimitMs?: number;
}

export interface PageRenderInput {
  readonly program: PageProgram;
  /** The page's file relative to the docs root, and its text (to place component diagnostics). */
  readonly file: string;
  readonly source?: string;
  /** Anchor ids already taken on the page. */
  readonly reserved: readonly string[];
  readonly audience?: Audience;
  /** The modules whose exported components hydrate in the browser (see `IslandTargets`); none when left out. */
  readonly islands?: IslandTargets;
}

/** Evaluates and renders page code in a realm of its own, which holds only the component runtime. */
export interface PageSandbox {
  render(input: PageRenderInput): PageSandboxResult;
}

const RUNTIME_URL = new URL('../../bundle/page-runtime.js', import.meta.url);

// Runs inside the sandbox realm: binds the only host function (strings in, strings out, host errors never
// surface; answers remembered, since the host answers a question always the same) into a sandbox-realm function, freezes the runtime, and returns the one entry the host calls.
const CONNECT = `(function (host) {
  'use strict';
  const runtime = ${SANDBOX_GLOBAL};
  const answers = new Map();
  const ask = (question) => {
    const key = String(question);
    let answer = answers.get(key);
    if (answer !== undefined) return answer;
    try { answer = String(host(key)); } catch { throw new Error('The host could not answer.'); }
    answers.set(key, answer);
    return answer;
  };
  const render = (input) => {
    try { return runtime.render(String(input), ask); }
    catch { return '{"kind":"failed","message":"The page threw something that is not an error.","diagnostics":[]}'; }
  };
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    const value = globalThis[name];
    if ((typeof value === 'function' || typeof value === 'object') && value !== null && name !== 'globalThis') {
      Object.freeze(value);
      if (typeof value === 'function' && value.prototype) Object.freeze(value.prototype);
    }
  }
  Object.defineProperty(globalThis, '${SANDBOX_GLOBAL}', { value: Object.freeze({ render }), writable: false, configurable: false });
})`;

const RENDER = new Script(`${SANDBOX_GLOBAL}.render(quireInput)`, {
  filename: 'quire-page-sandbox',
});

/**
 * Creates the sandbox (once per worker or server: it loads the bundled runtime, which takes some milliseconds).
 * Only strings cross the boundary, so no object of the host realm, and so no `process`, `require` or
 * `Function` of the host, is reachable from page code; each render is bounded in time.
 */
export function createPageSandbox(options: PageSandboxOptions): PageSandbox {
  installSandboxRejectionGuard();
  const context: Context = createContext(Object.create(null) as Context, {
    name: 'quire-page',
    codeGeneration: { strings: true, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  runInContext(SANDBOX_WEB_GLOBALS, context, { filename: 'quire-page-web-globals.js' });
  runInContext(readFileSync(RUNTIME_URL, 'utf8'), context, { filename: 'quire-page-runtime.js' });
  (runInContext(CONNECT, context) as (host: (q: string) => string) => void)((q) =>
    hostAnswer(options.icons, q),
  );
  const timeout = options.timeLimitMs ?? PAGE_TIME_LIMIT_MS;
  return {
    render(input) {
      const request: SandboxRequest = {
        program: input.program,
        iconLibrary: options.iconLibrary ?? 'fontawesome',
        file: input.file,
        source: input.source,
        reserved: input.reserved,
        audience: input.audience ?? 'humans',
        islands: input.islands ?? {},
      };
      context['quireInput'] = JSON.stringify(request);
      try {
        return readSandboxReply(RENDER.runInContext(context, { timeout }), input.file);
      } catch {
        // Only the time limit (or running out of memory) ends a render with a throw: the sandbox catches the rest.
        return { kind: 'timed-out', limitMs: timeout };
      } finally {
        context['quireInput'] = '';
      }
    },
  };
}
