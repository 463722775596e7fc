import { isValidElement, type JSX, type VNode } from 'preact';
import type { IconInput, IconLibraryName, IconRegistry, IconShape } from './icon-types.js';

export interface RenderIconOptions {
  /** The library for plain names (`icons.library`); an object's own `library` wins. */
  readonly library?: IconLibraryName;
  readonly registry?: IconRegistry | undefined;
  /** Font Awesome style (`iconType`), or `filled` for Tabler. */
  readonly style?: string | undefined;
  /** Pixels (number) or any CSS length; the default is 1em from the stylesheet. */
  readonly size?: number | string | undefined;
  readonly color?: string | undefined;
  readonly className?: string | undefined;
  /** Extra inline style (authors write `style="width: 14px"` on `<Icon>`); size and colour are added to it. */
  readonly cssStyle?: string | JSX.CSSProperties | undefined;
  /** Called when a name is not in its library (the placeholder is rendered). */
  readonly onMissing?: (name: string, library: IconLibraryName, suggestions: string[]) => void;
}

const IMAGE_ICON =
  /^(https?:)?\/\/|^\.{0,2}\/|^data:image\/|\.(svg|png|jpe?g|gif|webp|avif|ico)(\?.*)?$/i;

/** True when an icon string is an image URL or a path in the repository rather than a name. */
export function isImageIcon(icon: string): boolean {
  return IMAGE_ICON.test(icon.trim());
}

function sizeStyle(options: RenderIconOptions): string | JSX.CSSProperties | undefined {
  const own = sizeAndColor(options);
  const css = options.cssStyle;
  if (typeof css === 'string' && css.trim() !== '') {
    const extra = own
      ? Object.entries(own)
          .map(([k, v]) => `${k}:${String(v)}`)
          .join(';')
      : '';
    return [css.trim().replace(/;$/, ''), extra].filter(Boolean).join(';');
  }
  if (css && typeof css === 'object') return { ...css, ...own };
  return own;
}

function sizeAndColor(options: RenderIconOptions): JSX.CSSProperties | undefined {
  const style: JSX.CSSProperties = {};
  if (options.size !== undefined) {
    const size = typeof options.size === 'number' ? `${options.size}px` : options.size;
    style.width = size;
    style.height = size;
  }
  if (options.color) style.color = options.color;
  return Object.keys(style).length ? style : undefined;
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function svgFor(shape: IconShape, options: RenderIconOptions): VNode {
  const paint: JSX.SVGAttributes<SVGSVGElement> =
    shape.paint === 'fill'
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          'stroke-width': '2',
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        };
  return (
    <svg
      class={classes('q-icon', `q-icon--${shape.library}`, options.className)}
      data-icon={shape.name}
      viewBox={shape.viewBox}
      {...paint}
      style={sizeStyle(options)}
      aria-hidden="true"
      focusable="false"
    >
      {shape.elements.map((e) => {
        const Tag = e.tag as 'path';
        return <Tag {...(e.attrs as JSX.SVGAttributes<SVGPathElement>)} />;
      })}
    </svg>
  );
}

/** The neutral glyph shown for an icon that could not be found: a dashed circle. */
export function missingIcon(name: string, options: RenderIconOptions = {}): VNode {
  return (
    <svg
      class={classes('q-icon', 'q-icon--missing', options.className)}
      data-icon={name}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      style={sizeStyle(options)}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" stroke-dasharray="4 3" />
    </svg>
  );
}

/**
 * An icon as an inline SVG vnode: a name looked up in its library (Font Awesome, Lucide,
 * Tabler), an `<img>` for a URL or a repository path, or inline SVG JSX as given.
 */
export function renderIcon(icon: IconInput, options: RenderIconOptions = {}): VNode {
  if (isValidElement(icon)) {
    return (
      <span
        class={classes('q-icon', 'q-icon--custom', options.className)}
        style={sizeStyle(options)}
        aria-hidden="true"
      >
        {icon}
      </span>
    );
  }
  const spec =
    typeof icon === 'string'
      ? { name: icon }
      : (icon as { name: string; style?: string; library?: IconLibraryName });
  const name = String(spec.name ?? '').trim();
  if (isImageIcon(name)) {
    return (
      <img
        class={classes('q-icon', 'q-icon--image', options.className)}
        src={name}
        alt=""
        style={sizeStyle(options)}
        aria-hidden="true"
      />
    );
  }
  const library = spec.library ?? options.library ?? 'fontawesome';
  const style = spec.style ?? options.style;
  const shape = options.registry?.resolve(name, library, style);
  if (shape) return svgFor(shape, options);
  if (options.registry)
    options.onMissing?.(name, library, options.registry.suggest(name.replace(/^fa-/, ''), library));
  return missingIcon(name, options);
}
