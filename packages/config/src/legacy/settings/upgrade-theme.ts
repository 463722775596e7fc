import type { MintValue } from '../mint-value.js';
import type { UpgradeContext } from '../upgrade-context.js';
import { built, type Upgraded } from '../upgraded-value.js';

/** mint.json themes and the docs.json theme each became. */
const THEMES: Readonly<Record<string, string>> = { venus: 'palm', quill: 'willow', prism: 'mint' };
/** mint.json layouts that decide the theme on their own (`topnav`, the default, leaves it to `theme`). */
const LAYOUTS: Readonly<Record<string, string>> = { sidenav: 'maple', solidSidenav: 'willow' };

/**
 * docs.json's `theme` from mint.json's `theme` and `layout`: venus → palm, quill → willow,
 * prism → mint; a `sidenav` layout → maple, `solidSidenav` → willow (the layout wins); else mint.
 */
export function upgradeTheme(mint: MintValue, ctx: UpgradeContext): Upgraded {
  const theme = mint.get('theme');
  const layout = mint.get('layout');
  if (theme && !Object.hasOwn(THEMES, theme.text ?? '')) {
    ctx.drop(
      theme,
      'The mint.json themes are venus, quill and prism; the upgrade uses the mint theme instead.',
    );
  }
  if (layout && !Object.hasOwn(LAYOUTS, layout.text ?? '') && layout.text !== 'topnav') {
    ctx.drop(
      layout,
      'The mint.json layouts are topnav, sidenav and solidSidenav; this one is not carried over.',
    );
  }
  const byLayout = layout?.text !== undefined ? LAYOUTS[layout.text] : undefined;
  if (layout && byLayout) return built(layout, byLayout) as Upgraded;
  const byTheme = theme?.text !== undefined ? THEMES[theme.text] : undefined;
  if (theme && byTheme) return built(theme, byTheme) as Upgraded;
  return 'mint';
}
