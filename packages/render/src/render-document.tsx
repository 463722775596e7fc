import { renderToString } from 'preact-render-to-string';
import type { LayoutModel } from './layout-model.js';
import { Document } from './layout/document.js';
import { IconContext, type IconRenderer } from './layout/icon-context.js';

export interface RenderDocumentOptions {
  /** Renders docs.json icons (library names, URLs, repo paths) as inline SVG. */
  readonly renderIcon?: IconRenderer;
}

/** One complete HTML page for the layout model, starting with `<!doctype html>`. */
export function renderDocument(model: LayoutModel, options: RenderDocumentOptions = {}): string {
  const tree = (
    <IconContext.Provider value={options.renderIcon ?? (() => null)}>
      <Document model={model} />
    </IconContext.Provider>
  );
  return `<!doctype html>${renderToString(tree)}`;
}
