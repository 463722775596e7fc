import type { IconLibraryName } from './icon-types.js';

/** Where a Font Awesome Pro icon's closest free drawing is. */
export interface IconAlias {
  readonly library: IconLibraryName;
  readonly name: string;
}

/**
 * Font Awesome Pro names that real docs repositories use (the reference platform has the Pro
 * set; Quire ships only free icons), each with the free drawing closest to it. Names not listed
 * here first try the same name in Lucide, then Tabler (see the icon registry).
 */
const PRO_ALIASES: Readonly<Record<string, IconAlias>> = {
  'rocket-launch': { library: 'fontawesome', name: 'rocket' },
  'spinner-third': { library: 'fontawesome', name: 'spinner' },
  'bullseye-pointer': { library: 'fontawesome', name: 'bullseye' },
  'message-lines': { library: 'lucide', name: 'message-square-text' },
  'message-bot': { library: 'lucide', name: 'bot-message-square' },
  'rectangle-history': { library: 'lucide', name: 'gallery-vertical-end' },
  'alarm-exclamation': { library: 'lucide', name: 'alarm-clock' },
  'alien-8bit': { library: 'tabler', name: 'alien' },
  snake: { library: 'lucide', name: 'worm' },
  'wave-pulse': { library: 'lucide', name: 'activity' },
  'diagram-subtask': { library: 'tabler', name: 'subtask' },
  'file-plus-minus': { library: 'lucide', name: 'file-diff' },
  document: { library: 'lucide', name: 'file-text' },
  'brackets-curly': { library: 'lucide', name: 'braces' },
  memo: { library: 'lucide', name: 'notepad-text' },
  page: { library: 'lucide', name: 'file' },
  'ufo-beam': { library: 'tabler', name: 'ufo' },
  'hand-horns': { library: 'lucide', name: 'hand-metal' },
  browsers: { library: 'lucide', name: 'app-window' },
  'microchip-ai': { library: 'tabler', name: 'cpu' },
};

/** The free drawing for a Font Awesome Pro name: listed above, or `circle-3`/`square-k` as Tabler's numbered and lettered shapes. */
export function fontAwesomeProAlias(name: string): IconAlias | undefined {
  const listed = PRO_ALIASES[name];
  if (listed) return listed;
  const numbered = /^(circle|square)-(\d)$/.exec(name);
  if (numbered) return { library: 'tabler', name: `${numbered[1]!}-number-${numbered[2]!}` };
  const lettered = /^(circle|square)-([a-z])$/.exec(name);
  if (lettered) return { library: 'tabler', name: `${lettered[1]!}-letter-${lettered[2]!}` };
  return undefined;
}
