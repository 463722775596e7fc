/** How often the page looks for consent given on this page (a cookie banner writes it without any event). */
const CONSENT_POLL_MS = 1000;

/** What `<template data-q-consent>` waits for: every condition it names. */
interface ConsentWanted {
  readonly key?: string | undefined;
  readonly value?: string | undefined;
  readonly purpose?: string | undefined;
}

/** The part of Transcend's airgap.js the page reads: the visitor's consent by purpose. */
interface Airgap {
  getConsent?: () => { purposes?: Readonly<Record<string, unknown>> } | undefined;
}

function storedValue(win: Window, key: string): string | null {
  try {
    return win.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether Transcend's airgap.js (once loaded) says the visitor consented to the purpose. */
function purposeGranted(win: Window, purpose: string): boolean {
  try {
    const airgap = (win as Window & { airgap?: Airgap }).airgap;
    return airgap?.getConsent?.()?.purposes?.[purpose] === true;
  } catch {
    return false;
  }
}

function granted(win: Window, wanted: ConsentWanted): boolean {
  if (wanted.key !== undefined) {
    const v = storedValue(win, wanted.key);
    if (v === null || (wanted.value === undefined ? v === '' : v !== wanted.value)) return false;
  }
  return wanted.purpose === undefined || purposeGranted(win, wanted.purpose);
}

/** A script that runs: an inert copy of one from a `<template>`, with its attributes and code. */
function liveScript(doc: Document, inert: HTMLScriptElement): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const { name, value } of inert.attributes) script.setAttribute(name, value);
  script.text = inert.text;
  return script;
}

/** After a Transcend consent was used, its withdrawal reloads the page, so the started tags are gone. */
function reloadOnWithdrawal(win: Window, purpose: string): void {
  const timer = win.setInterval(() => {
    if (purposeGranted(win, purpose)) return;
    win.clearInterval(timer);
    win.location.reload();
  }, CONSENT_POLL_MS);
}

/**
 * docs.json `integrations` with consent settings: the tags wait, inert in `<template data-q-consent>`,
 * until local storage holds the value under `data-key` (set by the site's cookie banner, now or
 * later: another tab's `storage` event, or this page's own check every second) and, with
 * `data-purpose`, Transcend's airgap.js reports consent to that purpose. Then they start, once.
 */
export function initConsentGatedTags(doc: Document, win: Window): void {
  const template = doc.querySelector<HTMLTemplateElement>('template[data-q-consent]');
  if (!template) return;
  const { key, value, purpose } = template.dataset;
  const wanted: ConsentWanted = { key, value, purpose };
  if (key === undefined && purpose === undefined) return;
  const run = () => {
    for (const inert of template.content.querySelectorAll('script'))
      doc.head.append(liveScript(doc, inert));
    template.remove();
    if (purpose !== undefined) reloadOnWithdrawal(win, purpose);
  };
  if (granted(win, wanted)) return run();
  const timer = win.setInterval(() => check(), CONSENT_POLL_MS);
  const check = () => {
    if (!granted(win, wanted) || !template.isConnected) return;
    win.clearInterval(timer);
    win.removeEventListener('storage', check);
    run();
  };
  win.addEventListener('storage', check);
}
