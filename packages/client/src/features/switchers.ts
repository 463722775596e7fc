/** Open menus (version, language, dropdowns) close on an outside click or Escape. */
export function initSwitchers(doc: Document): void {
  const menus = () => [
    ...doc.querySelectorAll<HTMLDetailsElement>('details.q-switcher, details.q-division'),
  ];
  doc.addEventListener('click', (event) => {
    for (const d of menus()) if (d.open && !d.contains(event.target as Node)) d.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const d of menus()) d.open = false;
  });
}
