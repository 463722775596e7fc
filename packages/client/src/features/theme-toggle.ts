const KEY = 'quire-theme';

/** The navbar button switches light/dark and remembers the choice for every page. */
export function initThemeToggle(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-q-theme-toggle]')) {
    button.addEventListener('click', () => {
      const dark = !doc.documentElement.classList.contains('dark');
      doc.documentElement.classList.toggle('dark', dark);
      try {
        localStorage.setItem(KEY, dark ? 'dark' : 'light');
      } catch {
        // Storage can be disabled; the toggle still works for this page.
      }
      doc.dispatchEvent(new CustomEvent('quire:theme', { detail: { dark } }));
    });
  }
}
