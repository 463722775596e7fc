import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';
import { pageMessages } from '@quire/i18n/page';
import { render } from 'preact';
import type { PlaygroundSpec } from '../../api/playground-spec.js';
import { PlaygroundView, type PlaygroundRuntime } from './playground-view.js';
import { PROXY_PATH } from './proxy-request.js';
import { sendPlaygroundRequest } from './send-playground-request.js';

/** Renders the live playground for `spec` into `container` (replacing what is there). */
export function mountPlayground(container: HTMLElement, spec: PlaygroundSpec, doc: Document): void {
  const win = doc.defaultView ?? window;
  const say = pageMessages(doc);
  const runtime: PlaygroundRuntime = {
    pageUrl: doc.location.href,
    send: (request) =>
      sendPlaygroundRequest(request, {
        proxy: spec.proxy,
        // The site's proxy is under the base path the page is served at.
        proxyUrl: underBasePath(basePathOfPage(doc), PROXY_PATH),
        credentials: spec.credentials,
        fetch: win.fetch.bind(win),
        now: () => win.performance.now(),
        pageOrigin: win.location.origin,
        say,
      }),
  };
  const select =
    container.closest('.q-api')?.querySelector<HTMLSelectElement>('[data-q-server-select]') ?? null;
  const draw = () =>
    render(
      <PlaygroundView
        spec={spec}
        runtime={runtime}
        say={say}
        {...(select ? { server: Number(select.value) } : {})}
      />,
      container,
    );
  container.textContent = '';
  draw();
  select?.addEventListener('change', draw);
  container.setAttribute('data-q-playground-live', '');
}

/** Mounts every playground whose spec is embedded in the page. */
export function mountEmbeddedPlaygrounds(root: ParentNode, doc: Document): void {
  for (const script of root.querySelectorAll<HTMLScriptElement>('script[data-q-playground]')) {
    const mount = script.parentElement?.querySelector<HTMLElement>('[data-q-playground-mount]');
    if (!mount || mount.hasAttribute('data-q-playground-live')) continue;
    try {
      mountPlayground(mount, JSON.parse(script.textContent ?? '') as PlaygroundSpec, doc);
    } catch {
      // A broken spec leaves the server-rendered form in place.
    }
  }
}
