import { useText } from './text-context.js';

/** The site banner (or the language banner), dismissible when configured. */
export function Banner({
  banner,
}: {
  banner?:
    | {
        html: string;
        dismissible: boolean;
        type?: string | undefined;
        id: string;
        color?: { light: string; dark: string } | undefined;
      }
    | undefined;
}) {
  const say = useText();
  if (!banner) return null;
  return (
    <div
      id="banner"
      class={`q-banner q-banner--${banner.type ?? 'info'}`}
      data-q-banner={banner.id}
      {...(banner.color
        ? { style: `--q-banner-bg:${banner.color.light};--q-banner-bg-dark:${banner.color.dark}` }
        : {})}
      role="region"
      aria-label={say('layout.announcement')}
    >
      <div class="q-banner__content" dangerouslySetInnerHTML={{ __html: banner.html }} />
      {banner.dismissible ? (
        <button
          class="q-banner__dismiss"
          type="button"
          aria-label={say('layout.dismissBanner')}
          data-q-banner-dismiss
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
