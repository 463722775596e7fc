import type { PageText } from '@quire/i18n/page';
import { basePathOfPage, withoutBasePath } from '@quire/navigation/site-path';
import type { SiteServices } from './site-services.js';

const FEEDBACK_CSS = `
.q-feedback { max-width: var(--q-content-max); margin: 2.5rem auto 0; padding: 1rem 0 0; border-top: 1px solid var(--q-border); font-size: .9rem; }
.q-feedback__row { display: flex; align-items: center; gap: .6rem; flex-wrap: wrap; }
.q-feedback__question { margin: 0; font-weight: 600; }
.q-feedback button { border: 1px solid var(--q-border); border-radius: .45rem; background: var(--q-surface); color: var(--q-fg); font: inherit; padding: .25rem .8rem; cursor: pointer; }
.q-feedback button[aria-pressed="true"] { border-color: var(--q-accent, #0d9373); color: var(--q-accent, #0d9373); }
.q-feedback form { display: grid; gap: .45rem; margin-top: .75rem; }
.q-feedback form[hidden] { display: none; }
.q-feedback textarea { font: inherit; padding: .45rem .6rem; border: 1px solid var(--q-border); border-radius: .45rem; background: var(--q-bg); color: var(--q-fg); resize: vertical; }
.q-feedback form button { justify-self: start; }
.q-feedback__status { margin: .5rem 0 0; color: var(--q-muted); min-height: 1.2em; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(props)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

async function send(win: Window, url: string, body: object): Promise<{ id?: string } | undefined> {
  try {
    const r = await win.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return r.ok ? ((await r.json()) as { id?: string }) : undefined;
  } catch {
    return undefined;
  }
}

/** The widget: Yes/No (sent at once), then an optional comment on that vote. */
function createWidget(doc: Document, win: Window, endpoint: string, say: PageText): HTMLElement {
  const box = element(doc, 'section', { class: 'q-feedback', 'aria-label': say('feedback.label') });
  const row = element(doc, 'div', {
    class: 'q-feedback__row',
    role: 'group',
    'aria-labelledby': 'q-feedback-question',
  });
  const question = element(
    doc,
    'p',
    { class: 'q-feedback__question', id: 'q-feedback-question' },
    say('feedback.question'),
  );
  const yes = element(
    doc,
    'button',
    { type: 'button', 'aria-pressed': 'false' },
    say('feedback.yes'),
  );
  const no = element(
    doc,
    'button',
    { type: 'button', 'aria-pressed': 'false' },
    say('feedback.no'),
  );
  row.append(question, yes, no);
  const form = element(doc, 'form', { hidden: '' });
  const label = element(doc, 'label', { for: 'q-feedback-comment' }, say('feedback.commentLabel'));
  const text = element(doc, 'textarea', { id: 'q-feedback-comment', maxlength: '2000', rows: '3' });
  form.append(label, text, element(doc, 'button', { type: 'submit' }, say('feedback.send')));
  const status = element(doc, 'p', { class: 'q-feedback__status', role: 'status' });
  box.append(row, form, status);
  let vote: string | undefined;
  const choose = async (helpful: boolean) => {
    yes.setAttribute('aria-pressed', String(helpful));
    no.setAttribute('aria-pressed', String(!helpful));
    yes.disabled = no.disabled = true;
    // The vote names the page by its site path (the server sees the site under its base path).
    const path =
      withoutBasePath(basePathOfPage(doc), win.location.pathname) ?? win.location.pathname;
    const sent = await send(win, endpoint, { path, helpful });
    vote = sent?.id;
    status.textContent = vote ? say('feedback.thanks') : say('feedback.failed');
    if (!vote) {
      // Nothing was recorded: the reader may vote again.
      yes.disabled = no.disabled = false;
      return;
    }
    form.hidden = false;
    // The buttons are now disabled: keyboard focus moves on to the optional comment.
    text.focus();
  };
  yes.addEventListener('click', () => void choose(true));
  no.addEventListener('click', () => void choose(false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const comment = text.value.trim();
    if (!vote || comment === '') return;
    void send(win, `${endpoint}/${encodeURIComponent(vote)}`, { comment }).then((sent) => {
      form.hidden = Boolean(sent);
      status.textContent = sent ? say('feedback.commentSent') : say('feedback.commentFailed');
    });
  });
  return box;
}

/**
 * "Was this page helpful?" under the page, on sites whose server collects feedback
 * (`/_quire/services.json` names its endpoint); a static host without one shows nothing.
 * Under a base path the vote goes under it, and names the page by its site path.
 */
export async function initPageFeedback(
  doc: Document,
  win: Window,
  say: PageText,
  services: Promise<SiteServices>,
): Promise<void> {
  const article = doc.querySelector('#content-area .q-article');
  if (!article) return;
  const endpoint = (await services).feedback?.endpoint;
  if (!endpoint || doc.querySelector('.q-feedback')) return;
  const style = doc.createElement('style');
  style.textContent = FEEDBACK_CSS;
  doc.head.append(style);
  article.after(createWidget(doc, win, endpoint, say));
}
