import { createContext, type VNode } from 'preact';
import type { IconSpec } from '../layout-model.js';

/** Renders an icon from docs.json (library name, URL or repo path); `null` shows nothing. */
export type IconRenderer = (icon: IconSpec, size?: number) => VNode | null;

/** The icon renderer for the layout; the build provides the icon library's. */
export const IconContext = createContext<IconRenderer>(() => null);
