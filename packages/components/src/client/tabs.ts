import { readStored, writeStored } from './storage.js';

const STORAGE_KEY = 'quire:tab';
const GROUPS = '[data-tabs], [data-code-group]';

interface Group {
  readonly root: HTMLElement;
  readonly titles: string[];
  readonly tabs: HTMLElement[];
  readonly panels: HTMLElement[];
  readonly select: HTMLSelectElement | null;
}

function own<T extends Element>(root: HTMLElement, selector: string): T[] {
  return Array.from(root.querySelectorAll<T>(selector)).filter((el) => el.closest(GROUPS) === root);
}

function groupOf(root: HTMLElement): Group {
  const panels = own<HTMLElement>(root, '.q-tabs__panel, .q-code-group__panel');
  return {
    root,
    panels,
    titles: panels.map((p) => p.getAttribute('data-tab-title') ?? ''),
    tabs: own<HTMLElement>(root, '.q-tabs__tab, .q-code-group__tab'),
    select: own<HTMLSelectElement>(root, '.q-code-group__select')[0] ?? null,
  };
}

/** Shows panel `index` of a group and marks its tab (or select option) as chosen. */
export function selectTab(group: Group, index: number): void {
  group.panels.forEach((panel, i) => panel.toggleAttribute('data-active', i === index));
  group.tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', i === index ? 'true' : 'false');
    tab.tabIndex = i === index ? 0 : -1;
  });
  if (group.select) group.select.value = String(index);
}

/** Shows the panel titled `title` in one group when it has one, without syncing or remembering. */
export function selectTitleIn(groupRoot: HTMLElement, title: string): boolean {
  const group = groupOf(groupRoot);
  const index = group.titles.indexOf(title);
  if (index >= 0) selectTab(group, index);
  return index >= 0;
}

/** Every tab group and code group under `root` that syncs by title. */
function syncedGroups(root: ParentNode): Group[] {
  return Array.from(root.querySelectorAll<HTMLElement>(GROUPS))
    .filter((el) => el.getAttribute('data-sync') !== 'false')
    .map(groupOf);
}

/** Selects `title` in every synced group that has it, and remembers it. */
export function selectTitleEverywhere(root: ParentNode, title: string): void {
  for (const group of syncedGroups(root)) {
    const index = group.titles.indexOf(title);
    if (index >= 0) selectTab(group, index);
  }
  writeStored(STORAGE_KEY, title);
}

/** Reacts to a tab click or a dropdown change inside a group. */
export function chooseTab(root: ParentNode, groupRoot: HTMLElement, index: number): void {
  const group = groupOf(groupRoot);
  selectTab(group, index);
  const title = group.titles[index];
  if (title !== undefined && groupRoot.getAttribute('data-sync') !== 'false')
    selectTitleEverywhere(root, title);
}

/** The tab and group a click landed on, if any. */
export function tabTarget(el: Element): { group: HTMLElement; index: number } | undefined {
  const tab = el.closest<HTMLElement>('.q-tabs__tab, .q-code-group__tab');
  const group = tab?.closest<HTMLElement>(GROUPS);
  if (!tab || !group) return undefined;
  return { group, index: groupOf(group).tabs.indexOf(tab) };
}

/** Moves between tabs with the arrow keys, Home and End (the ARIA tabs pattern). */
export function handleTabKey(root: ParentNode, event: KeyboardEvent): void {
  const target = event.target instanceof Element ? tabTarget(event.target) : undefined;
  if (!target) return;
  const count = groupOf(target.group).tabs.length;
  const next =
    event.key === 'ArrowRight'
      ? (target.index + 1) % count
      : event.key === 'ArrowLeft'
        ? (target.index - 1 + count) % count
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : -1;
  if (next < 0) return;
  event.preventDefault();
  chooseTab(root, target.group, next);
  groupOf(target.group).tabs[next]?.focus();
}

/** Restores the remembered tab title on load. */
export function restoreTabs(root: ParentNode): void {
  const title = readStored(STORAGE_KEY);
  if (title === undefined) return;
  for (const group of syncedGroups(root)) {
    const index = group.titles.indexOf(title);
    if (index >= 0) selectTab(group, index);
  }
}

/** Opens whatever holds the element `id`: its tab panels and `<details>` ancestors. */
export function revealTarget(root: ParentNode, id: string): void {
  const target = id ? (root.querySelector(`[id="${CSS.escape(id)}"]`) as HTMLElement | null) : null;
  for (let el: HTMLElement | null = target; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement) el.open = true;
    if (el.matches('.q-tabs__panel, .q-code-group__panel')) {
      const groupRoot = el.closest<HTMLElement>(GROUPS);
      if (groupRoot) {
        const group = groupOf(groupRoot);
        selectTab(group, group.panels.indexOf(el));
      }
    }
  }
}
