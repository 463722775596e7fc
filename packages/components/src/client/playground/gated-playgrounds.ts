import { pageMessages } from '@quire/i18n/page';
import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';
import { parseGatedPlaygroundFile } from '../../api/gated-playground.js';
import { playgroundPanelId } from '../../api/playground-panel-id.js';
import { AUTH_META_NAME, parseAuthClientConfig } from '../../auth/auth-client-config.js';
import { SESSION_STORAGE_KEY } from '../../auth/auth-settings.js';
import { canSeePlayground } from '../../auth/can-see-playground.js';
import { sessionTokenFromCookies } from '../../auth/session-token-from.js';
import { verifySessionToken } from '../../auth/verify-session-token.js';
import { readStored } from '../storage.js';
import { mountPlayground } from './mount-playground.js';

/** The same frame as the server's `PlaygroundPanel`, for a playground loaded in the browser. */
function panel(
  doc: Document,
  id: string,
  label: string,
): { root: HTMLElement; mount: HTMLElement } {
  const say = pageMessages(doc);
  const root = doc.createElement('div');
  root.className = 'q-playground';
  root.id = id;
  root.setAttribute('popover', 'auto');
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', say('playground.tryItLabel', { endpoint: label }));
  root.setAttribute('data-q-playground-root', '');
  const head = doc.createElement('div');
  head.className = 'q-playground__head';
  const title = doc.createElement('p');
  title.className = 'q-playground__title';
  title.textContent = say('playground.tryIt');
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'q-playground__close';
  close.setAttribute('popovertarget', id);
  close.setAttribute('popovertargetaction', 'hide');
  close.setAttribute('aria-label', say('playground.close'));
  close.textContent = '×';
  head.append(title, close);
  const mount = doc.createElement('div');
  mount.className = 'q-playground__mount';
  mount.setAttribute('data-q-playground-mount', '');
  root.append(head, mount);
  return { root, mount };
}

/**
 * Fills the placeholders of gated (`auth`) playgrounds for a signed-in reader: reads the token
 * from the configured cookie (or `localStorage['quire-session']`), verifies it with the public key
 * in `<meta name="quire-auth">`, and only for a reader in the page's groups fetches the spec file
 * (sending the token, so `quire serve` can check it too) and mounts the playground.
 */
export async function loadGatedPlaygrounds(root: ParentNode, doc: Document): Promise<void> {
  const holders = Array.from(root.querySelectorAll<HTMLElement>('[data-q-playground-gated]'));
  if (holders.length === 0) return;
  const config = parseAuthClientConfig(
    doc.querySelector(`meta[name="${AUTH_META_NAME}"]`)?.getAttribute('content'),
  );
  const token = config
    ? (sessionTokenFromCookies(doc.cookie, config.cookie) ?? readStored(SESSION_STORAGE_KEY))
    : undefined;
  if (!config || !token) return;
  const { publicKey, ...rest } = config;
  const session = await verifySessionToken(token, {
    ...rest,
    publicKeyPem: publicKey,
    now: Date.now(),
  });
  if (!session.ok) return;
  const win = doc.defaultView ?? window;
  for (const holder of holders) {
    const groups = (holder.getAttribute('data-groups') ?? '').split(',').filter((g) => g !== '');
    const src = holder.getAttribute('data-src');
    if (!src || !canSeePlayground(session, groups)) continue;
    try {
      // `data-src` is a site path: the spec is under the page's base path.
      const response = await win.fetch(underBasePath(basePathOfPage(doc), src), {
        credentials: 'same-origin',
        headers: { Authorization: `Bearer ${token}` },
      });
      const file = response.ok ? parseGatedPlaygroundFile(await response.json()) : undefined;
      if (!file) continue;
      const id = playgroundPanelId(file.spec.id);
      const { root: frame, mount } = panel(doc, id, `${file.spec.method} ${file.spec.path}`);
      holder.replaceChildren(frame);
      mountPlayground(mount, file.spec, doc);
      holder.setAttribute('data-q-playground-loaded', '');
      const button = holder
        .closest('.q-api')
        ?.querySelector<HTMLElement>(`[data-q-playground-try="${id}"]`);
      button?.removeAttribute('hidden');
    } catch {
      // Not reachable (offline, or refused): the reader sees no playground, as when signed out.
    }
  }
}
