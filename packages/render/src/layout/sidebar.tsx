import type { DivisionList, LayoutModel, SidebarNode } from '../layout-model.js';
import { Icon } from './icon.js';

function MethodBadge({ method }: { method: string }) {
  const m = method.toLowerCase();
  const label = m === 'delete' ? 'DEL' : m === 'webhook' ? 'HOOK' : m.toUpperCase();
  return <span class={`q-method q-method--${m}`}>{label}</span>;
}

function PageLink({ node }: { node: Extract<SidebarNode, { kind: 'page' }> }) {
  return (
    <a
      class={`q-nav-page${node.active ? ' is-active' : ''}`}
      href={node.href}
      {...(node.active ? { 'aria-current': 'page' } : {})}
      {...(node.external ? { rel: 'noopener', target: '_blank' } : {})}
    >
      {node.method ? <MethodBadge method={node.method} /> : <Icon icon={node.icon} />}
      <span class={`q-nav-page__label${node.deprecated ? ' is-deprecated' : ''}`}>{node.label}</span>
      {node.tag ? <span class="q-nav-badge">{node.tag}</span> : null}
    </a>
  );
}

function GroupTitle({ node }: { node: Extract<SidebarNode, { kind: 'group' }> }) {
  const inner = (
    <>
      <Icon icon={node.icon} />
      <span>{node.label}</span>
      {node.tag ? <span class="q-nav-badge">{node.tag}</span> : null}
    </>
  );
  if (node.root) {
    return (
      <a class={`q-nav-group__root${node.root.active ? ' is-active' : ''}`} href={node.root.href} {...(node.root.active ? { 'aria-current': 'page' } : {})}>
        {inner}
      </a>
    );
  }
  return <span class="q-nav-group__label">{inner}</span>;
}

/** One entry of the sidebar list, a page or a group with its own list. */
export function SidebarEntry({ node, depth }: { node: SidebarNode; depth: number }) {
  if (node.kind === 'page') return <li><PageLink node={node} /></li>;
  const children = (
    <ul class="q-nav-list" role="list">
      {node.children.map((c) => <SidebarEntry node={c} depth={depth + 1} />)}
    </ul>
  );
  if (!node.collapsible) {
    return (
      <li class={`q-nav-group q-nav-group--depth-${depth}`}>
        <div class="q-nav-group__title"><GroupTitle node={node} /></div>
        {children}
      </li>
    );
  }
  return (
    <li class={`q-nav-group q-nav-group--depth-${depth}`}>
      <details class="q-nav-group__details" open={node.open} data-q-group={node.id}>
        <summary class="q-nav-group__title"><GroupTitle node={node} /></summary>
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
        <summary class="q-division__current"><Icon icon={current?.icon} />{current?.label}</summary>
        <ul class="q-division__list" role="list">
          {division.items.map((i) => (
            <li>
              <a class={`q-division__item${i.active ? ' is-active' : ''}`} href={i.href} {...(i.active ? { 'aria-current': 'true' } : {})}>
                <Icon icon={i.icon} />
                <span>{i.label}{i.description ? <small class="q-division__desc">{i.description}</small> : null}</span>
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
          <a class={`q-division__item${i.active ? ' is-active' : ''}`} href={i.href} {...(i.active ? { 'aria-current': 'true' } : {})} {...(i.external ? { rel: 'noopener' } : {})}>
            <Icon icon={i.icon} />
            <span>{i.label}{i.description ? <small class="q-division__desc">{i.description}</small> : null}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The left column: division switchers, global anchors, then the group tree. */
export function Sidebar({ model }: { model: LayoutModel }) {
  return (
    <aside id="sidebar" class="q-sidebar" aria-label="Navigation" data-drilldown={model.drilldown ? 'true' : 'false'}>
      <div class="q-sidebar__inner">
        {model.globalAnchors.length > 0 ? (
          <Division division={{ kind: 'anchors', items: model.globalAnchors.map((a) => ({ ...a, active: false })) }} />
        ) : null}
        {model.divisions.map((d) => <Division division={d} />)}
        <nav aria-label="Pages" data-q-sidebar-src={model.sharedSidebar?.src} data-q-sidebar-key={model.sharedSidebar?.key}>
          <ul class="q-nav-list q-nav-list--root" role="list">
            {model.sidebar.map((n) => <SidebarEntry node={n} depth={0} />)}
          </ul>
        </nav>
      </div>
    </aside>
  );
}
