import type { JSX, VNode } from 'preact';
import { useComponentsEnv, type ComponentsEnv } from '../env/components-env.js';
import type { IconInput, IconLibraryName } from './icon-types.js';
import { renderIcon } from './render-icon.js';

export interface IconViewProps {
  readonly icon: IconInput | undefined;
  readonly iconType?: string | undefined;
  readonly size?: number | string | undefined;
  readonly color?: string | undefined;
  readonly className?: string | undefined;
  readonly cssStyle?: string | JSX.CSSProperties | undefined;
}

function reportMissing(env: ComponentsEnv) {
  return (name: string, library: IconLibraryName, suggestions: string[]) => {
    const hint = name.startsWith('fa-')
      ? `Icon names do not start with "fa-": write "${name.slice(3)}".`
      : suggestions.length
        ? `Did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}? Or give a URL or a path to an image.`
        : `Use a name from the ${library} library, a URL, or a path to an image file.`;
    env.report({
      code: 'components/unknown-icon',
      key: `${library}:${name}`,
      needle: `"${name}"`,
      message: `Icon "${name}" is not in the ${library} icon library; a placeholder is shown instead.`,
      hint,
    });
  };
}

/** An icon rendered with the page's library and registry; unknown names are reported once per page. */
export function IconView(props: IconViewProps): VNode | null {
  const env = useComponentsEnv();
  if (props.icon === undefined || props.icon === null || props.icon === '') return null;
  return renderIcon(props.icon, {
    library: env.iconLibrary,
    registry: env.icons,
    style: props.iconType,
    size: props.size,
    color: props.color,
    className: props.className,
    cssStyle: props.cssStyle,
    onMissing: reportMissing(env),
  });
}
