import { useContext } from 'preact/hooks';
import type { IconSpec } from '../layout-model.js';
import { IconContext } from './icon-context.js';

export function Icon({ icon, size = 16 }: { icon?: IconSpec | undefined; size?: number }) {
  const render = useContext(IconContext);
  if (!icon) return null;
  const vnode = render(icon, size);
  return vnode ? (
    <span class="q-nav-icon" aria-hidden="true">
      {vnode}
    </span>
  ) : null;
}
