/**
 * `interaction.drilldown: true`: selecting a collapsed group in the sidebar opens its first
 * page instead of only expanding it (without JavaScript, the group still expands).
 */
export function initSidebarDrilldown(doc: Document): void {
  const sidebar = doc.getElementById('sidebar');
  if (sidebar?.dataset.drilldown !== 'true') return;
  sidebar.addEventListener('click', (event) => {
    const summary = (event.target as Element).closest('.q-nav summary');
    const details = summary?.parentElement;
    if (
      !summary ||
      !(details instanceof HTMLDetailsElement) ||
      details.open ||
      (event.target as Element).closest('a')
    )
      return;
    const first = details.querySelector<HTMLAnchorElement>('a[href]');
    if (!first) return;
    event.preventDefault();
    details.open = true;
    doc.defaultView?.location.assign(first.href);
  });
}
