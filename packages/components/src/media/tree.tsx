import type { ComponentChildren, JSX, VNode } from 'preact';
import { classNames } from '../text/class-names.js';
import { isTrue, readBoolean } from '../text/prop-values.js';
import { markdownListToTree, type TreeNode } from './markdown-list-tree.js';

export interface TreeFolderProps {
  readonly name: string;
  readonly defaultOpen?: boolean | string;
  /** `false`: the folder cannot be opened or closed and keeps its default state. */
  readonly openable?: boolean | string;
  readonly highlight?: boolean | string;
  readonly comment?: string;
  readonly children?: ComponentChildren;
}

export interface TreeFileProps {
  readonly name: string;
  readonly highlight?: boolean | string;
  readonly comment?: string;
}

function Row(props: {
  readonly kind: 'folder' | 'file';
  readonly name: string;
  readonly comment?: string | undefined;
}): VNode {
  return (
    <>
      <span class={`q-tree__glyph q-tree__glyph--${props.kind}`} aria-hidden="true" />
      <span class="q-tree__name">{props.name}</span>
      {props.comment && <span class="q-tree__comment">{props.comment}</span>}
    </>
  );
}

export function TreeFolder(props: TreeFolderProps): VNode {
  const open = isTrue(props.defaultOpen);
  const cls = classNames(
    'q-tree__item',
    'q-tree__folder',
    isTrue(props.highlight) && 'q-tree__item--highlight',
  );
  if (readBoolean(props.openable) === false) {
    return (
      <li class={cls} data-openable="false">
        <span class="q-tree__row">
          <Row kind="folder" name={props.name} comment={props.comment} />
        </span>
        {open && <ul class="q-tree__children">{props.children}</ul>}
      </li>
    );
  }
  return (
    <li class={cls}>
      <details open={open}>
        <summary class="q-tree__row">
          <Row kind="folder" name={props.name} comment={props.comment} />
        </summary>
        <ul class="q-tree__children">{props.children}</ul>
      </details>
    </li>
  );
}

export function TreeFile(props: TreeFileProps): VNode {
  return (
    <li
      class={classNames(
        'q-tree__item',
        'q-tree__file',
        isTrue(props.highlight) && 'q-tree__item--highlight',
      )}
    >
      <span class="q-tree__row">
        <Row kind="file" name={props.name} comment={props.comment} />
      </span>
    </li>
  );
}

export interface TreeProps {
  readonly className?: string;
  readonly style?: string | JSX.CSSProperties;
  readonly children?: ComponentChildren;
}

/**
 * A file tree. Folders are `<details>`, so they open and close without JavaScript.
 * The children are `Tree.Folder`/`Tree.File`, or a Markdown list (names ending in `/`
 * are folders; items with nested lists are open folders).
 */
export function TreeRoot(props: TreeProps): VNode {
  const fromList = markdownListToTree(props.children);
  return (
    <div class={classNames('q-tree', props.className)} style={props.style}>
      <ul class="q-tree__children q-tree__root">
        {fromList ? fromList.map((node) => renderNode(node)) : props.children}
      </ul>
    </div>
  );
}

function renderNode(node: TreeNode): VNode {
  if (node.kind === 'file') return <TreeFile name={node.name} />;
  return (
    <TreeFolder
      name={node.name}
      defaultOpen={node.children.length > 0}
      openable={node.children.length > 0}
    >
      {node.children.map((c) => renderNode(c))}
    </TreeFolder>
  );
}

TreeRoot.displayName = 'Tree';
TreeFolder.displayName = 'Tree.Folder';
TreeFile.displayName = 'Tree.File';

export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
