import { pageMessages } from '@quire/i18n/page';
const COPIED_MS = 1500;

/** The text a copy button copies: its own `data-copy` value, else its scope's `[data-copy-source]`. */
export function copyText(button: HTMLElement): string {
  const own = button.getAttribute('data-copy');
  if (own) return own;
  const source = button
    .closest('[data-copy-scope]')
    ?.querySelector<HTMLElement>('[data-copy-source]');
  return (source?.innerText ?? source?.textContent ?? '').replace(/\n$/, '');
}

/** Handles a click on a `.q-copy` button: writes to the clipboard and flags `data-copied` briefly. */
export async function handleCopyClick(button: HTMLElement): Promise<void> {
  const text = copyText(button);
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  button.setAttribute('data-copied', '');
  setTimeout(() => button.removeAttribute('data-copied'), COPIED_MS);
}

/**
 * Gives each code block that may be copied (`.q-code[data-copy-scope]`) its copy button, first in
 * its body: the button only works with JavaScript, so the server leaves it out of the page.
 * Blocks that already have one are left alone.
 */
export function addCodeCopyButtons(root: ParentNode): void {
  let label: string | undefined;
  for (const body of root.querySelectorAll('.q-code[data-copy-scope] > .q-code__body')) {
    if (body.querySelector(':scope > .q-copy')) continue;
    const button = body.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'q-copy';
    button.setAttribute('data-copy', '');
    label ??= pageMessages(body.ownerDocument)('code.copy');
    button.setAttribute('aria-label', label);
    button.title = label;
    body.prepend(button);
  }
}
