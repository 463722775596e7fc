const MARGIN = 8;

/** Keeps a tooltip's bubble inside the viewport horizontally. */
export function placeTooltip(tooltip: HTMLElement): void {
  const bubble = tooltip.querySelector<HTMLElement>('.q-tooltip__bubble');
  if (!bubble) return;
  bubble.style.marginLeft = '';
  const rect = bubble.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  if (rect.left < MARGIN) bubble.style.marginLeft = `${MARGIN - rect.left}px`;
  else if (rect.right > width - MARGIN)
    bubble.style.marginLeft = `${width - MARGIN - rect.right}px`;
}

/** Escape hides open tooltips until the pointer or focus leaves them. */
export function dismissTooltips(root: ParentNode): void {
  for (const tip of Array.from(
    root.querySelectorAll<HTMLElement>('.q-tooltip:hover, .q-tooltip:focus-within'),
  )) {
    tip.setAttribute('data-dismissed', '');
    const reset = () => tip.removeAttribute('data-dismissed');
    tip.addEventListener('mouseleave', reset, { once: true });
    tip.addEventListener('focusout', reset, { once: true });
  }
}
