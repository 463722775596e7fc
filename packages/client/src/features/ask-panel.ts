import type { PageText } from '@quire/i18n/page';
import { basePathOfPage, underBasePath, withoutBasePath } from '@quire/navigation/site-path';
import { askAssistant, type AssistantConfig } from './assistant-client.js';
import type { AnswerUpdate } from './assistant-stream.js';
import { loadAskState, saveAskState, type AskState, type AskTurn } from './ask-panel-state.js';
import { renderAnswerMarkdown } from './render-answer-markdown.js';

export interface AskPanel {
  /** Opens the panel; with a question, asks it. */
  open(question?: string): void;
}

function buildPanel(doc: Document, say: PageText) {
  const launcher = doc.createElement('button');
  launcher.type = 'button';
  launcher.className = 'q-ask-launcher';
  launcher.setAttribute('aria-haspopup', 'dialog');
  launcher.textContent = say('ask.launcher');
  const panel = doc.createElement('section');
  panel.className = 'q-ask-panel';
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', say('ask.title'));
  panel.innerHTML = `<header class="q-ask-panel__head"><strong></strong><button type="button" class="q-ask-panel__new" data-q-ask-new></button><button type="button" class="q-ask-panel__close" data-q-ask-close>×</button></header>
<div class="q-ask-panel__log" aria-live="polite"><p class="q-ask-panel__hint"></p></div>
<form class="q-ask-panel__form"><input class="q-ask-panel__input" name="q" type="text" autocomplete="off" maxlength="2000"><button type="submit" class="q-ask-panel__send"></button></form>`;
  // The page's text goes in as text, never as HTML.
  panel.querySelector('strong')!.textContent = say('ask.title');
  panel.querySelector('[data-q-ask-new]')!.textContent = say('ask.newChat');
  panel.querySelector('[data-q-ask-close]')!.setAttribute('aria-label', say('ask.close'));
  panel.querySelector('.q-ask-panel__hint')!.textContent = say('ask.hint');
  const input = panel.querySelector('input')!;
  input.placeholder = say('ask.placeholder');
  input.setAttribute('aria-label', say('ask.question'));
  panel.querySelector('.q-ask-panel__send')!.textContent = say('ask.send');
  doc.body.append(launcher, panel);
  return {
    launcher,
    panel,
    log: panel.querySelector<HTMLElement>('.q-ask-panel__log')!,
    form: panel.querySelector('form')!,
    input,
  };
}

/** One turn's elements: the question, the answer as it streams, the cited pages. */
function renderTurn(
  doc: Document,
  log: HTMLElement,
  turn: AskTurn,
  streaming: boolean,
  say: PageText,
): () => void {
  const item = doc.createElement('article');
  item.className = 'q-ask-turn';
  const q = doc.createElement('p');
  q.className = 'q-ask-turn__question';
  q.textContent = turn.question;
  const answer = doc.createElement('div');
  answer.className = 'q-ask-turn__answer';
  const sources = doc.createElement('ul');
  sources.className = 'q-ask-turn__sources';
  sources.setAttribute('aria-label', say('ask.sources'));
  item.append(q, answer, sources);
  log.append(item);
  const update = () => {
    item.dataset.state = turn.error ? 'error' : streaming ? 'streaming' : 'done';
    renderAnswerMarkdown(doc, answer, turn.text || (streaming && !turn.error ? '…' : ''));
    if (turn.error) {
      const p = doc.createElement('p');
      p.className = 'q-ask-turn__error';
      p.setAttribute('role', 'alert');
      p.textContent = turn.error;
      answer.append(p);
    }
    sources.replaceChildren(
      ...turn.sources.map((s) => {
        const li = doc.createElement('li');
        const a = doc.createElement('a');
        a.href = underBasePath(basePathOfPage(doc), s.url);
        a.textContent = s.title;
        li.append(a);
        return li;
      }),
    );
    log.scrollTop = log.scrollHeight;
  };
  update();
  return () => {
    streaming = false;
    update();
  };
}

/** One streamed update applied to the turn (text, a cited page, an error) or to the thread. */
function applyUpdate(state: AskState, turn: AskTurn, u: AnswerUpdate, say: PageText): void {
  if (u.kind === 'text') turn.text += u.delta;
  else if (u.kind === 'source') turn.sources.push({ url: u.url, title: u.title });
  else if (u.kind === 'error') turn.error = u.message || say('ask.failed');
  else if (u.threadId) state.threadId = u.threadId;
}

/**
 * The chat panel: a launcher button on every page and a panel that asks the site's assistant,
 * shows the answer as it streams with its cited pages as links, and keeps the thread (and what was
 * said) while the reader moves between pages of the site.
 */
export function createAskPanel(
  doc: Document,
  win: Window,
  config: AssistantConfig,
  storage: Storage | undefined,
  say: PageText,
): AskPanel {
  const el = buildPanel(doc, say);
  const state: AskState = loadAskState(storage);
  let pending: AbortController | undefined;
  for (const turn of state.turns) renderTurn(doc, el.log, turn, false, say)();
  const open = (question?: string) => {
    el.panel.hidden = false;
    el.launcher.setAttribute('aria-expanded', 'true');
    if (question?.trim()) void ask(question.trim());
    else el.input.focus();
  };
  const close = () => {
    el.panel.hidden = true;
    el.launcher.setAttribute('aria-expanded', 'false');
    el.launcher.focus();
  };
  async function ask(question: string): Promise<void> {
    pending?.abort();
    const controller = (pending = new AbortController());
    const turn: AskTurn = { question, text: '', sources: [] };
    state.turns.push(turn);
    const refresh = renderTurn(doc, el.log, turn, true, say);
    await askAssistant(
      win,
      config,
      {
        text: question,
        threadId: state.threadId,
        // The assistant knows pages by their site paths.
        currentPath:
          withoutBasePath(basePathOfPage(doc), win.location.pathname) ?? win.location.pathname,
        signal: controller.signal,
        messages: say,
      },
      (u) => {
        applyUpdate(state, turn, u, say);
        refresh();
      },
    ).catch(() => (turn.error = say('ask.cutOff')));
    saveAskState(storage, state);
    refresh();
  }
  el.launcher.addEventListener('click', () => (el.panel.hidden ? open() : close()));
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const q = el.input.value.trim();
    if (!q) return;
    el.input.value = '';
    void ask(q);
  });
  el.panel.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-q-ask-close]')) close();
    if (!target.closest('[data-q-ask-new]')) return;
    pending?.abort();
    Object.assign(state, { threadId: undefined, turns: [] });
    saveAskState(storage, state);
    el.log.querySelectorAll('.q-ask-turn').forEach((t) => t.remove());
    el.input.focus();
  });
  el.panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  return { open };
}
