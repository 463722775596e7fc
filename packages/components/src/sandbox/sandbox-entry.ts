// Bundled (with Preact, the component set and the page runtime) into the script that the page sandbox runs in
// its own realm. Nothing of the host is imported or reachable here: the host is asked only through `ask`, with
// strings both ways.
import {
  createHeadingSlugger,
  evaluatePage,
  pageCodeDiagnostic,
  programParts,
  traceRendering,
  type ComponentMap,
  type HeadingSlugger,
  type PageCodeProblem,
} from '@quire/mdx/runtime';
import { renderToString } from 'preact-render-to-string';
import { builtinComponents } from '../builtin-components.js';
import { createComponentsEnv, withComponentsEnv } from '../env/components-env.js';
import type { IconRegistry } from '../icons/icon-types.js';
import { createIslandRendering } from './island-boundary.js';
import type { HostAnswer, HostQuestion, SandboxReply, SandboxRequest } from './sandbox-protocol.js';

type Ask = (question: string) => string;

/** The built-ins by component, to name one that threw (the page's component map may hold it wrapped, see islands). */
const builtinNames = new Map<unknown, string>(
  Object.entries(builtinComponents).map(([name, c]) => [c, name]),
);

function askingRegistry(ask: Ask): IconRegistry {
  const question = (q: HostQuestion): HostAnswer =>
    JSON.parse(ask(JSON.stringify(q))) as HostAnswer;
  return {
    resolve: (name, library, style) =>
      (question({ kind: 'resolve-icon', name, library, style }) ?? undefined) as ReturnType<
        IconRegistry['resolve']
      >,
    suggest: (name, library) => [
      ...((question({ kind: 'suggest-icons', name, library }) ?? []) as string[]),
    ],
  };
}

/** A slugger that remembers every id it gives, so that the host can go on from the same state. */
function recordingSlugger(reserved: readonly string[], taken: string[]): HeadingSlugger {
  const inner = createHeadingSlugger(reserved);
  return {
    slug: (text) => {
      const id = inner.slug(text);
      taken.push(id);
      return id;
    },
    reserve: (id) => {
      taken.push(id);
      return inner.reserve(id);
    },
  };
}

/** Renders one page: request and reply are JSON text. */
export function render(requestText: string, ask: Ask): string {
  const request = JSON.parse(requestText) as SandboxRequest;
  const taken: string[] = [];
  const trace = traceRendering();
  const env = createComponentsEnv({
    placeOfRendering: trace.place,
    iconLibrary: request.iconLibrary,
    icons: askingRegistry(ask),
    file: request.file,
    ...(request.source === undefined ? {} : { source: request.source }),
    slugger: recordingSlugger(request.reserved, taken),
    audience: request.audience,
  });
  const problems: PageCodeProblem[] = [];
  let reply: SandboxReply;
  try {
    const { modules, bindings } = programParts(request.program);
    const islands = createIslandRendering(
      request.islands ?? {},
      builtinComponents as unknown as ComponentMap,
    );
    const page = evaluatePage(
      request.program.file,
      modules,
      bindings,
      islands.components,
      {},
      (p) => problems.push(p),
      {
        islandBoundary: islands.boundary,
        innermost: trace.innermost,
        nameOf: (type) => builtinNames.get(type),
      },
    );
    const { html, diagnostics } = islands.finish(renderToString(withComponentsEnv(env, page)));
    reply = {
      kind: 'rendered',
      html,
      anchors: taken,
      diagnostics: [...problems.map(pageCodeDiagnostic), ...env.diagnostics, ...diagnostics],
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = {
      kind: 'failed',
      message,
      diagnostics: [...problems.map(pageCodeDiagnostic), ...env.diagnostics],
    };
  } finally {
    trace.stop();
  }
  return JSON.stringify(reply);
}
