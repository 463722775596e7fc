/** On narrow screens the menu button opens the sidebar; Escape or a link closes it. */
export function initMobileMenu(doc: Document): void {
  const sidebar = doc.getElementById('sidebar');
  const button = doc.querySelector<HTMLElement>('[data-q-menu]');
  if (!sidebar || !button) return;
  const set = (open: boolean) => {
    sidebar.classList.toggle('is-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', (event) => {
    event.preventDefault();
    set(!sidebar.classList.contains('is-open'));
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') set(false);
  });
  sidebar.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(false);
  });
}
