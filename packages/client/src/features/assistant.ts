import type { PageText } from '@quire/i18n/page';
import { createAskPanel, type AskPanel } from './ask-panel.js';
import { ASK_PANEL_CSS } from './ask-panel-styles.js';
import type { SiteServices } from './site-services.js';

/** The site's assistant once known: the search dialog's Ask mode calls `ask`. */
export interface AssistantHandle {
  /** Whether the site has an assistant (false until its configuration has loaded, and on a static host). */
  available(): boolean;
  ask(question: string): void;
  /** Opens the chat panel (it sends the page's path with every question). */
  open(): void;
}

function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The assistant's chat panel, on sites whose server has an assistant (`/_quire/services.json`
 * answers with its endpoint and public key); a static host without one shows nothing.
 */
export function initAssistant(
  doc: Document,
  win: Window,
  say: PageText,
  services: Promise<SiteServices>,
): AssistantHandle {
  let panel: AskPanel | undefined;
  void services.then(({ assistant: config }) => {
    if (!config) return;
    const style = doc.createElement('style');
    style.textContent = ASK_PANEL_CSS;
    doc.head.append(style);
    panel = createAskPanel(doc, win, config, sessionStorageOf(win), say);
  });
  return {
    available: () => panel !== undefined,
    ask: (question) => panel?.open(question),
    open: () => panel?.open(),
  };
}
