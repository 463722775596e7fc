import { rememberCodeLanguage, restoreCodeLanguage } from './code-language.js';
import { loadGatedPlaygrounds } from './gated-playgrounds.js';
import { mountEmbeddedPlaygrounds } from './mount-playground.js';
import { wireServerSelects } from './server-select.js';

/**
 * The API reference in the browser: server selectors, the remembered code-sample language, the
 * embedded playgrounds, and the gated ones for signed-in readers. Returns once the gated ones are
 * settled (the page does not need to wait for it).
 */
export function initPlaygrounds(root: ParentNode, doc: Document): Promise<void> {
  wireServerSelects(root);
  restoreCodeLanguage(root);
  rememberCodeLanguage(root);
  mountEmbeddedPlaygrounds(root, doc);
  return loadGatedPlaygrounds(root, doc);
}
