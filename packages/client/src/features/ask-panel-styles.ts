/** The chat panel's styles: added to the page only when the site has an assistant. */
export const ASK_PANEL_CSS = `
.q-ask-launcher { position: fixed; right: 1.25rem; bottom: 1.25rem; z-index: 90; border: 1px solid var(--q-border); border-radius: 999px; background: var(--q-accent, #0d9373); color: #fff; font: inherit; font-size: .875rem; font-weight: 600; padding: .55rem 1rem; cursor: pointer; box-shadow: 0 6px 20px rgb(0 0 0 / .18); }
.q-ask-panel[hidden] { display: none; }
.q-ask-panel { position: fixed; right: 1.25rem; bottom: 4.5rem; z-index: 95; width: min(26rem, calc(100vw - 2.5rem)); height: min(36rem, calc(100vh - 6rem)); display: flex; flex-direction: column; background: var(--q-bg); color: var(--q-fg); border: 1px solid var(--q-border); border-radius: .9rem; box-shadow: 0 20px 50px rgb(0 0 0 / .25); overflow: hidden; }
.q-ask-panel__head { display: flex; align-items: center; gap: .5rem; padding: .65rem .9rem; border-bottom: 1px solid var(--q-border); }
.q-ask-panel__head strong { flex: 1; font-size: .9rem; }
.q-ask-panel__head button { border: 1px solid var(--q-border); border-radius: .35rem; background: var(--q-surface); color: var(--q-muted); font: inherit; font-size: .75rem; padding: .15rem .5rem; cursor: pointer; }
.q-ask-panel__log { flex: 1; overflow-y: auto; padding: .75rem .9rem; overscroll-behavior: contain; font-size: .875rem; }
.q-ask-panel__hint { color: var(--q-muted); font-size: .8rem; margin: 0 0 .5rem; }
.q-ask-turn { margin-bottom: 1rem; }
.q-ask-turn__question { margin: 0 0 .4rem auto; max-width: 85%; width: fit-content; background: var(--q-surface); border-radius: .6rem; padding: .4rem .65rem; font-weight: 500; }
.q-ask-turn__answer p { margin: .35rem 0; }
.q-ask-turn__answer blockquote { margin: .25rem 0 .6rem; padding: .1rem .7rem; border-left: 3px solid var(--q-accent, #0d9373); color: var(--q-fg); }
.q-ask-turn__answer code { font-family: var(--q-font-mono); font-size: .8em; }
.q-ask-turn[data-state="streaming"] .q-ask-turn__answer { opacity: .85; }
.q-ask-turn__error { color: #c0392b; }
.q-ask-turn__sources { list-style: none; margin: .3rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }
.q-ask-turn__sources:empty { display: none; }
.q-ask-turn__sources a { display: inline-block; border: 1px solid var(--q-border); border-radius: 999px; padding: .1rem .6rem; font-size: .75rem; text-decoration: none; color: inherit; }
.q-ask-panel__form { display: flex; gap: .5rem; padding: .65rem .9rem; border-top: 1px solid var(--q-border); }
.q-ask-panel__input { flex: 1; min-width: 0; border: 1px solid var(--q-border); border-radius: .5rem; background: transparent; color: var(--q-fg); font: inherit; padding: .4rem .6rem; }
.q-ask-panel__send { border: 0; border-radius: .5rem; background: var(--q-accent, #0d9373); color: #fff; font: inherit; font-weight: 600; padding: .4rem .8rem; cursor: pointer; }
.q-search-dialog__ask { flex: none; border: 1px solid var(--q-border); border-radius: .35rem; background: var(--q-surface); color: var(--q-fg); font: inherit; font-size: .75rem; padding: .15rem .5rem; cursor: pointer; }
@media (max-width: 639px) { .q-ask-launcher { right: .75rem; bottom: .75rem; padding: .4rem .8rem; font-size: .8rem; } body:has(> .q-ask-launcher) { padding-bottom: 3.5rem; } }
@media print { .q-ask-launcher, .q-ask-panel { display: none !important; } }
`;
