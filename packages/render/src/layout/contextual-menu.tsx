import {
  usesMcp,
  type ContextualMenuView,
  type ContextualOption,
} from '../contextual/contextual-menu-model.js';
import { contextualStrings, type ContextualStrings } from '../contextual/contextual-strings.js';
import { Icon } from './icon.js';
import { useText } from './text-context.js';

/** Options whose link carries the page's public URL. */
const needsPageUrl = (o: ContextualOption) =>
  o.kind === 'builtin' &&
  ['chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin', 'devin-desktop'].includes(o.id);

/** Options that act in the page (copy, the assistant) rather than follow a link. */
const ACTIONS: ReadonlySet<string> = new Set(['copy', 'mcp', 'add-mcp', 'assistant']);

/** The attributes that make the element the main button or a menu item. */
type ItemProps = { readonly class: string } | { readonly role: 'menuitem'; readonly tabindex: -1 };

/** The element of one option: a button for an action, a link otherwise (its URL filled by the browser when it depends on the page's address). */
function OptionElement({
  option,
  menu,
  props,
  children,
}: {
  option: ContextualOption;
  menu: ContextualMenuView;
  props: ItemProps;
  children: preact.ComponentChildren;
}) {
  if (option.kind === 'custom') {
    const templated = /\$(page|path|mcp)\b/.test(option.href);
    return (
      <a
        {...props}
        {...(templated ? { 'data-t': option.href } : { href: option.href })}
        target="_blank"
        rel="noopener"
      >
        {children}
      </a>
    );
  }
  const id = option.id;
  if (ACTIONS.has(id))
    return (
      <button type="button" {...props} data-o={id}>
        {children}
      </button>
    );
  if (id === 'view')
    return (
      <a {...props} data-o={id} href={menu.markdownUrl} target="_blank" rel="noopener">
        {children}
      </a>
    );
  if (id === 'download-spec')
    return (
      <a {...props} data-o={id} href={menu.specUrl} download>
        {children}
      </a>
    );
  return (
    <a {...props} data-o={id}>
      {children}
    </a>
  );
}

const titleOf = (S: ContextualStrings, o: ContextualOption) =>
  o.kind === 'custom' ? o.title : S.options[o.id][0];
const descriptionOf = (S: ContextualStrings, o: ContextualOption) =>
  o.kind === 'custom' ? o.description : S.options[o.id][1];

/**
 * The page's contextual menu (a menu button, WAI-ARIA pattern): the first option as a button of its
 * own, and every option in a menu the toggle opens. The browser runtime gives it keyboard and
 * pointer behaviour and fills the links that need the page's public address.
 */
export function ContextualMenuBar({ menu }: { menu: ContextualMenuView | undefined }) {
  const S = contextualStrings(useText());
  const options = menu?.options ?? [];
  const first = options[0];
  if (!menu || !first) return null;
  const mcp =
    menu.mcpUrl && options.some(usesMcp)
      ? { 'data-mcp': menu.mcpUrl, 'data-mcp-name': menu.mcpName }
      : {};
  return (
    <div
      class={`q-ctx q-ctx--${menu.display}${options.length === 1 ? ' q-ctx--single' : ''}`}
      data-q-ctx=""
      {...(menu.pageUrl && options.some(needsPageUrl) ? { 'data-url': menu.pageUrl } : {})}
      {...mcp}
    >
      <OptionElement option={first} menu={menu} props={{ class: 'q-ctx__main' }}>
        {titleOf(S, first)}
      </OptionElement>
      {options.length > 1 ? (
        <>
          <button
            type="button"
            class="q-ctx__toggle"
            aria-haspopup="menu"
            aria-expanded="false"
            aria-controls="q-ctx-menu"
            aria-label={S.moreActions}
          />
          <div id="q-ctx-menu" class="q-ctx__menu" role="menu" aria-label={S.menuLabel} hidden>
            {options.map((o) => (
              <OptionElement option={o} menu={menu} props={{ role: 'menuitem', tabindex: -1 }}>
                {o.kind === 'custom' ? <Icon icon={o.icon} /> : null}
                {titleOf(S, o)}
                <small>{descriptionOf(S, o)}</small>
              </OptionElement>
            ))}
          </div>
        </>
      ) : null}
      <span class="q-ctx__status" role="status" data-copied={S.copied} data-failed={S.copyFailed} />
    </div>
  );
}
