/** One question and its answer as the panel shows them. */
export interface AskTurn {
  readonly question: string;
  text: string;
  sources: { url: string; title: string }[];
  error?: string | undefined;
}

/** The conversation the panel keeps across pages of the site (per tab), and its thread. */
export interface AskState {
  threadId?: string | undefined;
  turns: AskTurn[];
}

const KEY = 'quire-assistant-thread';
const MAX_TURNS = 20;

export function loadAskState(storage: Storage | undefined): AskState {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as AskState | null;
    if (saved && Array.isArray(saved.turns)) return saved;
  } catch {
    // A damaged entry starts a new conversation.
  }
  return { turns: [] };
}

export function saveAskState(storage: Storage | undefined, state: AskState): void {
  try {
    storage?.setItem(
      KEY,
      JSON.stringify({ threadId: state.threadId, turns: state.turns.slice(-MAX_TURNS) }),
    );
  } catch {
    // Storage full or disabled: the conversation lasts as long as the page.
  }
}
