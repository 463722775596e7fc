/**
 * The browser side of the components: no dependencies, no Node imports. Bundled by the
 * site build; call `enhance(document)` once the page has loaded.
 */
export { enhance, type EnhanceOptions } from './enhance.js';
export { copyText } from './copy.js';
export { renderMermaid, pendingDiagrams, type MermaidApi, type MermaidLoader } from './mermaid.js';
export { selectTitleEverywhere, revealTarget } from './tabs.js';
