/** A dismissed banner stays hidden on every page until its content changes (its id is a content hash). */
export function initBanner(doc: Document): void {
  for (const banner of doc.querySelectorAll<HTMLElement>('[data-q-banner]')) {
    const id = banner.dataset.qBanner ?? '';
    const dismissed = doc.documentElement.getAttribute('data-banner-dismissed');
    if (dismissed && dismissed !== id) doc.documentElement.removeAttribute('data-banner-dismissed');
    banner.querySelector('[data-q-banner-dismiss]')?.addEventListener('click', () => {
      doc.documentElement.setAttribute('data-banner-dismissed', id);
      try {
        localStorage.setItem('quire-banner-dismissed', id);
      } catch {
        // Without storage the banner comes back on the next page.
      }
    });
  }
}
