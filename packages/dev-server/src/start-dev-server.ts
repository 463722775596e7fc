import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Diagnostic } from '@quire/diagnostics';
import { createFetchRemote } from '@quire/openapi';
import { appUnderBasePath, createServiceApp, type ApiApp } from '@quire/server';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { createChangeBatcher, type ChangeBatcher } from './change-batcher.js';
import { createChangeRecheck, type ChangeRecheck } from './change-recheck.js';
import { classifyChange } from './classify-change.js';
import { createDevApp } from './dev-app.js';
import { ERRORS_EVENT, isViteRequest, quireDevPlugin, UPDATE_EVENT } from './dev-client.js';
import type { DevError } from './dev-error.js';
import { createDevSite, type DevSite, type DevUpdate } from './dev-site.js';
import { listenWithFallback } from './listen-with-fallback.js';
import {
  createDocsRootIgnores,
  docsRelative,
  fileEvent,
  type DocsRootIgnores,
} from './watch-docs-root.js';

export interface DevServerOptions {
  /** The docs root (where docs.json is). */
  readonly root: string;
  /** Default 3000; when taken, the next nine are tried. 0 takes any free port. */
  readonly port?: number | undefined;
  /** Default 127.0.0.1 (this machine only). */
  readonly host?: string | undefined;
  /** Preview as a signed-in reader of these groups. */
  readonly groups?: readonly string[] | undefined;
  /** `--base-path`: the path to serve the preview under; default the path of `seo.metatags.canonical`, else the root. */
  readonly basePath?: string | undefined;
  /** Pages carry docs.json's `integrations` tags (analytics, support widgets), which a preview leaves out by default. */
  readonly integrations?: boolean | undefined;
  /** Compiled-page and remote-spec cache; default `<root>/.quire/cache`. */
  readonly cacheDir?: string | undefined;
  /** Fetch remote specs (default true; offline they come from the cache or give warnings). */
  readonly network?: boolean | undefined;
  /** What happens, for the terminal: busy ports, problems found, updates. */
  readonly onEvent?: ((event: DevEvent) => void) | undefined;
  /**
   * The API to mount on the same origin (`quire dev` passes the service's): made once the pages
   * are ready, from the pages app, through which it reads the site's search index and Markdown.
   */
  readonly api?:
    | ((pages: { fetch(request: Request): Response | Promise<Response> }) => Promise<ApiApp>)
    | undefined;
}

export type DevEvent =
  | { readonly kind: 'port-in-use'; readonly port: number; readonly next: number }
  /** Problems not reported before, and every current error (empty once all are fixed). */
  | {
      readonly kind: 'problems';
      readonly added: readonly Diagnostic[];
      readonly errors: readonly DevError[];
    }
  | { readonly kind: 'update'; readonly update: DevUpdate; readonly ms: number }
  | { readonly kind: 'update-failed'; readonly message: string };

export interface DevServer {
  /** The origin it listens on (`http://127.0.0.1:3000`); the site is under `basePath` there. */
  readonly url: string;
  /** The path the preview is served under (`''` at the root, `/docs`), fixed when it starts. */
  readonly basePath: string;
  readonly host: string;
  readonly port: number;
  readonly site: DevSite;
  /** Resolves once every file change seen so far is applied. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

function createVite(
  root: string,
  server: Server,
  cacheDir: string,
  ignores: DocsRootIgnores,
): Promise<ViteDevServer> {
  return createViteServer({
    configFile: false,
    root,
    envDir: false,
    publicDir: false,
    appType: 'custom',
    clearScreen: false,
    logLevel: 'silent',
    cacheDir: join(cacheDir, 'vite'),
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      middlewareMode: true,
      ws: { server },
      watch: { ignored: [(path: string) => ignores.ignored(path)], followSymlinks: false },
    },
    plugins: [quireDevPlugin()],
  });
}

function watchChanges(
  vite: ViteDevServer,
  site: DevSite,
  ignores: DocsRootIgnores,
  emit: (event: DevEvent) => void,
): { batcher: ChangeBatcher; recheck: ChangeRecheck } {
  const recheck = createChangeRecheck(site.root, (file) => batcher.push(file, 'change'));
  const batcher = createChangeBatcher(async (batch) => {
    const started = performance.now();
    const configFiles = new Set(site.context().loaded.config.texts.keys());
    const changes = [...batch].map(([file, event]) => ({
      file,
      event,
      kind: classifyChange(file, configFiles),
    }));
    if (changes.some((c) => c.kind === 'ignore-rules')) ignores.reload();
    await recheck.note(changes.map((c) => c.file));
    try {
      const update = await site.apply(changes);
      if (update.scope !== 'none')
        vite.ws.send({ type: 'custom', event: UPDATE_EVENT, data: update });
      emit({ kind: 'update', update, ms: performance.now() - started });
    } catch (error) {
      emit({
        kind: 'update-failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
  vite.watcher.on('all', (event: string, path: string) => {
    const file = docsRelative(site.root, path);
    const kind = fileEvent(event);
    if (file === undefined || kind === undefined) return;
    batcher.push(file, kind);
    if (kind === 'change') recheck.schedule(file);
  });
  return { batcher, recheck };
}

/**
 * `quire dev`: loads the site once, renders each page on request exactly as `quire build` does,
 * and on every save updates the model and tells open pages (over Vite's HMR socket) what to do.
 * Bad input never stops it: problems go to the terminal and to the error overlay.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root);
  const realRoot = await realpath(root);
  const host = options.host ?? '127.0.0.1';
  const cacheDir = resolve(options.cacheDir ?? join(root, '.quire', 'cache'));
  const emit = (event: DevEvent) => options.onEvent?.(event);
  const ignores = createDocsRootIgnores(root);
  // Problems found while loading are printed; the overlay gets them once pages are open.
  const live: { site?: DevSite; vite?: ViteDevServer } = {};
  const onProblems = (change: { added: readonly Diagnostic[] }) => {
    const errors = live.site?.errors() ?? [];
    emit({ kind: 'problems', added: change.added, errors });
    live.vite?.ws.send({
      type: 'custom',
      event: ERRORS_EVENT,
      data: { version: live.site?.version() ?? 0, errors },
    });
  };
  let handle = (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  const access = {
    cacheDir,
    ...(options.network === false ? {} : { fetchRemote: createFetchRemote() }),
  };
  const [site, vite] = await Promise.all([
    createDevSite({
      root,
      access,
      cacheDir,
      groups: options.groups,
      basePath: options.basePath,
      integrations: options.integrations,
      onProblems,
    }),
    createVite(root, server, cacheDir, ignores),
  ]);
  Object.assign(live, { site, vite });
  const { batcher, recheck } = watchChanges(vite, site, ignores, emit);
  // The process's Request and Response stay the platform's (see `listen` in @quire/server).
  const pages = createDevApp(site, { realRoot, settled: () => batcher.settled() });
  const api = await Promise.resolve(options.api?.(pages)).catch(async (error: unknown) => {
    recheck.stop();
    await vite.close();
    throw error;
  });
  const basePath = site.context().basePath;
  const served = appUnderBasePath(api ? createServiceApp(api, pages) : pages, basePath);
  const listener = getRequestListener(served.fetch, { overrideGlobalObjects: false });
  const viteMiddlewares = vite.middlewares;
  handle = (req, res) => {
    if (isViteRequest((req.url ?? '/').split('?')[0] ?? '/'))
      viteMiddlewares(req, res, () => res.writeHead(404).end());
    else void listener(req, res);
  };
  const port = await listenWithFallback(server, options.port ?? 3000, host, (busy, next) =>
    emit({ kind: 'port-in-use', port: busy, next }),
  ).catch(async (error: unknown) => {
    await vite.close();
    throw error;
  });
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    basePath,
    host,
    port,
    site,
    settled: () => batcher.settled(),
    async close() {
      recheck.stop();
      await vite.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
