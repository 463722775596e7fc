/** Marks the table-of-contents entry of the section being read. */
export function initTocHighlight(doc: Document, win: Window): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('#table-of-contents a[href^="#"]')];
  if (links.length === 0 || !('IntersectionObserver' in win)) return;
  const idOf = (a: HTMLAnchorElement) => a.getAttribute('href')?.slice(1) ?? '';
  const byId = new Map(links.map((a) => [idOf(a), a]));
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target.id);
        else visible.delete(e.target.id);
      }
      const first = links.find((a) => visible.has(idOf(a)));
      if (!first) return;
      for (const a of links) a.classList.toggle('is-active', a === first);
    },
    { rootMargin: '-80px 0px -60% 0px' },
  );
  for (const id of byId.keys()) {
    const el = doc.getElementById(id);
    if (el) observer.observe(el);
  }
}
