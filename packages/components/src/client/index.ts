/**
 * The browser side of the components: no dependencies, no Node imports. Bundled by the
 * site build; call `enhance(document)` once the page has loaded.
 */
export { enhance, type EnhanceOptions } from './enhance.js';
export { copyText } from './copy.js';
export { renderMermaid, pendingDiagrams, type MermaidApi, type MermaidLoader } from './mermaid.js';
export { selectTitleEverywhere, revealTarget } from './tabs.js';
export { initPlaygrounds } from './playground/init-playgrounds.js';
export { mountPlayground } from './playground/mount-playground.js';
export {
  buildPlaygroundRequest,
  type PlaygroundRequest,
} from './playground/build-playground-request.js';
export {
  sendPlaygroundRequest,
  type PlaygroundResult,
  type SendOptions,
} from './playground/send-playground-request.js';
export {
  toProxyRequest,
  parseProxyRequest,
  PROXY_PATH,
  PROXY_ERROR_HEADER,
  type ProxyRequest,
} from './playground/proxy-request.js';
export {
  initialValues,
  type PlaygroundValues,
  type FieldValue,
} from './playground/playground-values.js';
export { CODE_LANGUAGE_KEY } from './playground/code-language.js';
