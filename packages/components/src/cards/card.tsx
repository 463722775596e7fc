import type { ComponentChildren, JSX, VNode } from 'preact';
import { isCalloutKind } from '../callouts/callout.js';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { UiGlyph } from '../icons/ui-glyph.js';
import { classNames } from '../text/class-names.js';
import { isTrue, readBoolean } from '../text/prop-values.js';

export interface CardProps {
  readonly title?: string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  /** Icon colour (hex). */
  readonly color?: string;
  readonly href?: string;
  readonly horizontal?: boolean | string;
  /** Image shown at the top of the card. */
  readonly img?: string;
  /** Call-to-action text shown at the bottom. */
  readonly cta?: string;
  /** Show the arrow; by default only external links show it. */
  readonly arrow?: boolean | string;
  /** A callout kind: the card takes that callout's colours and default icon. */
  readonly type?: string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(href) || /^mailto:/i.test(href);
}

function cardIcon(props: CardProps): VNode | null {
  const style = props.color ? ({ color: props.color } as JSX.CSSProperties) : undefined;
  if (props.icon !== undefined && props.icon !== '') {
    return (
      <span class="q-card__icon" style={style}>
        <IconView icon={props.icon} iconType={props.iconType} />
      </span>
    );
  }
  if (isCalloutKind(props.type))
    return (
      <span class="q-card__icon">
        <UiGlyph name={props.type} />
      </span>
    );
  return null;
}

/**
 * A card. With `href` the whole card is clickable through a stretched link on the title,
 * so that links inside the card's content stay valid HTML (no nested `<a>`).
 */
export function Card(props: CardProps): VNode {
  const href = typeof props.href === 'string' && props.href !== '' ? props.href : undefined;
  const external = href !== undefined && isExternalHref(href);
  const arrow = readBoolean(props.arrow) ?? external;
  const kind = isCalloutKind(props.type) ? props.type : undefined;
  const linkAttrs = external ? { target: '_blank', rel: 'noreferrer' } : {};
  const title = props.title ?? '';
  return (
    <div
      class={classNames(
        'q-card',
        isTrue(props.horizontal) && 'q-card--horizontal',
        href && 'q-card--link',
        kind && `q-card--${kind}`,
        props.className,
      )}
    >
      {props.img && <img class="q-card__image" src={props.img} alt="" />}
      <div class="q-card__body">
        {cardIcon(props)}
        <div class="q-card__text">
          {(title !== '' || href) && (
            <div class="q-card__title">
              {href ? (
                <a class="q-card__link" href={href} {...linkAttrs}>
                  {title}
                </a>
              ) : (
                title
              )}
              {arrow && !props.cta && <UiGlyph name="arrow-up-right" class="q-card__arrow" />}
            </div>
          )}
          {props.children !== undefined && <div class="q-card__content">{props.children}</div>}
          {props.cta && (
            <span class="q-card__cta">
              {props.cta}
              {arrow !== false && <UiGlyph name="arrow-right" />}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
