import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Vite's browser client (`/@vite/client` imports `env.mjs` from there by its file path). */
const VITE_CLIENT_FILES =
  `/@fs${join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'dist', 'client')}/`
    .split('\\')
    .join('/');

const MODULE_ID = 'virtual:quire-dev';
/** Where Vite serves the bridge module (a virtual module's public URL). */
export const DEV_MODULE_URL = '/@id/__x00__virtual:quire-dev';
/** The one tag the dev server adds to every page: it loads the bridge, and its presence turns on live reload in the client runtime. */
export const DEV_SCRIPT_TAG = `<script type="module" src="${DEV_MODULE_URL}" data-quire-dev></script>`;

/** The events the dev server sends over Vite's HMR socket. */
export const UPDATE_EVENT = 'quire:update';
export const ERRORS_EVENT = 'quire:errors';

// Forwards the dev server's custom HMR events to the page, where the client runtime handles them.
const BRIDGE = `
const forward = (name) => (data) => window.dispatchEvent(new CustomEvent(name, { detail: data }));
if (import.meta.hot) {
  import.meta.hot.on(${JSON.stringify(UPDATE_EVENT)}, forward(${JSON.stringify(UPDATE_EVENT)}));
  import.meta.hot.on(${JSON.stringify(ERRORS_EVENT)}, forward(${JSON.stringify(ERRORS_EVENT)}));
}
`;

/** The Vite plugin that serves the bridge module. */
export function quireDevPlugin(): Plugin {
  return {
    name: 'quire-dev',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
    load: (id) => (id === `\0${MODULE_ID}` ? BRIDGE : undefined),
  };
}

/** Adds the dev script tag at the end of the head (the only difference from what the build writes). */
export function injectDevClient(html: string): string {
  const at = html.indexOf('</head>');
  return at === -1
    ? `${DEV_SCRIPT_TAG}${html}`
    : `${html.slice(0, at)}${DEV_SCRIPT_TAG}${html.slice(at)}`;
}

/** Requests that Vite answers: its client and the bridge module, nothing else (no file of the docs root goes through Vite). */
export function isViteRequest(path: string): boolean {
  return (
    path.startsWith('/@vite/') ||
    path === DEV_MODULE_URL ||
    (path.startsWith(VITE_CLIENT_FILES) && !path.includes('..') && !path.includes('%'))
  );
}
