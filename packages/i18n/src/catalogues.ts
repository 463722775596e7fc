import { ar } from './catalogues/ar.js';
import { ca } from './catalogues/ca.js';
import { cs } from './catalogues/cs.js';
import { da } from './catalogues/da.js';
import { de } from './catalogues/de.js';
import { en, type Catalogue } from './catalogues/en.js';
import { es } from './catalogues/es.js';
import { fi } from './catalogues/fi.js';
import { fr } from './catalogues/fr.js';
import { he } from './catalogues/he.js';
import { hi } from './catalogues/hi.js';
import { hu } from './catalogues/hu.js';
import { id } from './catalogues/id.js';
import { it } from './catalogues/it.js';
import { ja } from './catalogues/ja.js';
import { ko } from './catalogues/ko.js';
import { lv } from './catalogues/lv.js';
import { nl } from './catalogues/nl.js';
import { no } from './catalogues/no.js';
import { pl } from './catalogues/pl.js';
import { pt } from './catalogues/pt.js';
import { ro } from './catalogues/ro.js';
import { ru } from './catalogues/ru.js';
import { sv } from './catalogues/sv.js';
import { tr } from './catalogues/tr.js';
import { uk } from './catalogues/uk.js';
import { uz } from './catalogues/uz.js';
import { vi } from './catalogues/vi.js';
import { zhHans } from './catalogues/zh-hans.js';
import { zhHant } from './catalogues/zh-hant.js';

/** Every catalogue, by the locale that names it (one per language; aliases resolve to these in `catalogueLocale`). */
export const CATALOGUES = {
  en,
  ar,
  ca,
  cs,
  da,
  de,
  es,
  fi,
  fr,
  he,
  hi,
  hu,
  id,
  it,
  ja,
  ko,
  lv,
  nl,
  no,
  pl,
  pt,
  ro,
  ru,
  sv,
  tr,
  uk,
  uz,
  vi,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
} as const satisfies Readonly<Record<string, Catalogue>>;

/** A language that has its own catalogue. */
export type Locale = keyof typeof CATALOGUES;
