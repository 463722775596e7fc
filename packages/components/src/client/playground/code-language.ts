import { readStored, writeStored } from '../storage.js';
import { selectTitleIn } from '../tabs.js';

/** The code-sample language a reader chose last, on any page of the site. */
export const CODE_LANGUAGE_KEY = 'quire:code-language';
const SAMPLES = '.q-api-samples';

/** Shows the remembered language in every code-sample switcher under `root`. */
export function restoreCodeLanguage(root: ParentNode): void {
  const language = readStored(CODE_LANGUAGE_KEY);
  if (language === undefined) return;
  for (const group of root.querySelectorAll<HTMLElement>(SAMPLES)) selectTitleIn(group, language);
}

function chosenTitle(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element) || !target.closest(SAMPLES)) return undefined;
  if (target instanceof HTMLSelectElement) {
    const panels = target.closest(SAMPLES)?.querySelectorAll<HTMLElement>('.q-code-group__panel');
    return panels?.[Number(target.value)]?.getAttribute('data-tab-title') ?? undefined;
  }
  return target.closest('.q-code-group__tab')?.getAttribute('data-tab-title') ?? undefined;
}

/** Remembers the language whenever a reader picks one in a code-sample switcher. */
export function rememberCodeLanguage(root: ParentNode): void {
  const remember = (event: Event) => {
    const title = chosenTitle(event.target);
    if (title) writeStored(CODE_LANGUAGE_KEY, title);
  };
  root.addEventListener('change', remember);
  root.addEventListener('click', remember);
}
