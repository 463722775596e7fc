import type { DivisionList, LayoutModel, LinkItem, SidebarNode } from '../layout-model.js';
import { Icon } from './icon.js';
import { useText } from './text-context.js';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The `style` that colours an item's icon (docs.json `color` of an anchor, a dropdown or a product; site.css). */
function iconColor(color: LinkItem['color']): { style?: string } {
  const parts = [
    color?.light && HEX.test(color.light) ? `--q-icon-color:${color.light}` : '',
    color?.dark && HEX.test(color.dark) ? `--q-icon-color-dark:${color.dark}` : '',
  ].filter(Boolean);
  return parts.length ? { style: parts.join(';') } : {};
}

function MethodBadge({ method }: { method: string }) {
  const m = method.toLowerCase();
  const label = m === 'delete' ? 'DEL' : m === 'webhook' ? 'HOOK' : m.toUpperCase();
  return <span class={`q-method q-method--${m}`}>{label}</span>;
}

/** A page of the tree: `li > a`, its label bare unless deprecated (the stylesheet goes by structure, see site.css). */
function PageLink({ node }: { node: Extract<SidebarNode, { kind: 'page' }> }) {
  return (
    <a
      href={node.href}
      {...(node.active ? { class: 'is-active', 'aria-current': 'page' } : {})}
      {...(node.external ? { rel: 'noopener', target: '_blank' } : {})}
    >
      {node.method ? <MethodBadge method={node.method} /> : <Icon icon={node.icon} />}
      {node.deprecated ? <span class="is-deprecated">{node.label}</span> : node.label}
      {node.tag ? <span class="q-nav-badge">{node.tag}</span> : null}
    </a>
  );
}

/** A group's title: a link to its root page, else its label (in a span when it has an icon or a tag). */
function GroupTitle({ node }: { node: Extract<SidebarNode, { kind: 'group' }> }) {
  const icon = node.icon ? <Icon icon={node.icon} /> : null;
  const tag = node.tag ? <span class="q-nav-badge">{node.tag}</span> : null;
  if (node.root) {
    return (
      <a
        href={node.root.href}
        {...(node.root.active ? { class: 'is-active', 'aria-current': 'page' } : {})}
      >
        {icon}
        {node.label}
        {tag}
      </a>
    );
  }
  return icon || tag ? (
    <span>
      {icon}
      {node.label}
      {tag}
    </span>
  ) : (
    <>{node.label}</>
  );
}

/** One entry of the sidebar list, a page or a group with its own list (none for a group shown by its title alone). */
export function SidebarEntry({ node }: { node: SidebarNode }) {
  if (node.kind === 'page')
    return (
      <li>
        <PageLink node={node} />
      </li>
    );
  const children =
    node.children.length > 0 ? (
      <ul role="list">
        {node.children.map((c) => (
          <SidebarEntry node={c} />
        ))}
      </ul>
    ) : null;
  if (!node.collapsible) {
    return (
      <li>
        <div>
          <GroupTitle node={node} />
        </div>
        {children}
      </li>
    );
  }
  return (
    <li>
      <details open={node.open} data-q-group={node.id}>
        <summary>
          <GroupTitle node={node} />
        </summary>
        {children}
      </details>
    </li>
  );
}

function Division({ division }: { division: DivisionList }) {
  if (division.kind === 'dropdown' || division.kind === 'products') {
    const current = division.items.find((i) => i.active) ?? division.items[0];
    return (
      <details class={`q-division q-division--${division.kind}`}>
        <summary class="q-division__current">
          <Icon icon={current?.icon} />
          {current?.label}
        </summary>
        <ul class="q-division__list" role="list">
          {division.items.map((i) => (
            <li>
              <a
                class={`q-division__item${i.active ? ' is-active' : ''}`}
                href={i.href}
                {...(i.active ? { 'aria-current': 'true' } : {})}
                {...iconColor(i.color)}
              >
                <Icon icon={i.icon} />
                <span>
                  {i.label}
                  {i.description ? <small class="q-division__desc">{i.description}</small> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <ul class={`q-division q-division--${division.kind}`} role="list">
      {division.items.map((i) => (
        <li>
          <a
            class={`q-division__item${i.active ? ' is-active' : ''}`}
            href={i.href}
            {...(i.active ? { 'aria-current': 'true' } : {})}
            {...(i.external ? { rel: 'noopener' } : {})}
            {...iconColor(i.color)}
          >
            <Icon icon={i.icon} />
            <span>
              {i.label}
              {i.description ? <small class="q-division__desc">{i.description}</small> : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The left column: division switchers, global anchors, then the group tree. */
export function Sidebar({ model }: { model: LayoutModel }) {
  const say = useText();
  return (
    <aside
      id="sidebar"
      class="q-sidebar"
      aria-label={say('layout.navigation')}
      data-drilldown={model.drilldown ? 'true' : 'false'}
    >
      <div class="q-sidebar__inner">
        {model.globalAnchors.length > 0 ? (
          <Division
            division={{
              kind: 'anchors',
              items: model.globalAnchors.map((a) => ({ ...a, active: false })),
            }}
          />
        ) : null}
        {model.divisions.map((d) => (
          <Division division={d} />
        ))}
        <nav
          class="q-nav"
          aria-label={say('layout.pages')}
          data-q-sidebar-src={model.sharedSidebar?.src}
          data-q-sidebar-key={model.sharedSidebar?.key}
        >
          <ul role="list">
            {model.sidebar.map((n) => (
              <SidebarEntry node={n} />
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}
