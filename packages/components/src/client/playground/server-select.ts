/**
 * Keeps each endpoint header in step with its server selector: the shown base URL (and the
 * line's title) and the URL the copy button copies. The playground listens to the same selector.
 */
export function wireServerSelects(root: ParentNode): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('[data-q-server-select]')) {
    const header = select.closest<HTMLElement>('.q-api-endpoint');
    if (!header) continue;
    select.addEventListener('change', () => {
      const url = select.selectedOptions[0]?.getAttribute('data-url') ?? '';
      const base = header.querySelector<HTMLElement>('[data-q-base-url]');
      if (base) {
        base.textContent = url;
        // The cut-off line's full text, shown on hover.
        base.parentElement?.setAttribute(
          'title',
          `${url}${header.getAttribute('data-path') ?? ''}`,
        );
      }
      header
        .querySelector<HTMLElement>('.q-api-endpoint__copy')
        ?.setAttribute('data-copy', `${url}${header.getAttribute('data-path') ?? ''}`);
    });
  }
}
