import type { SiteSettings } from '../model.js';
import { isRecord, stringField } from './json-fields.js';

/**
 * What a theme turns on when docs.json leaves `styling.eyebrows` or `interaction.drilldown` unset (the
 * reference platform: "some themes" enable breadcrumbs or drilldown by default). Only what a public source
 * shows is listed: `almond` navigates to a group's first page when the group is selected (the reference's own
 * docs, on `almond`, set `interaction.drilldown: false` to stop it: mintlify/docs#1557, 2025-10-15). No source
 * names a theme that shows breadcrumbs by default, so every theme shows the section, the documented default.
 */
export const THEME_DEFAULTS: Readonly<Record<string, SiteSettings>> = {
  almond: { drilldown: true },
};

/** `styling.eyebrows` and `interaction.drilldown` as written, over the defaults of the config's `theme`. */
export function readSettings(config: Readonly<Record<string, unknown>>): SiteSettings {
  const styling = isRecord(config.styling) ? config.styling : {};
  const interaction = isRecord(config.interaction) ? config.interaction : {};
  const eyebrows = stringField(styling.eyebrows);
  const theme = stringField(config.theme);
  return {
    ...(theme !== undefined && Object.hasOwn(THEME_DEFAULTS, theme) ? THEME_DEFAULTS[theme] : {}),
    ...(eyebrows === 'breadcrumbs' || eyebrows === 'section' ? { eyebrows } : {}),
    ...(typeof interaction.drilldown === 'boolean' ? { drilldown: interaction.drilldown } : {}),
  };
}
