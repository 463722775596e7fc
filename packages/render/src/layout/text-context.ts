import { t, type MessageKey, type MessageParams } from '@quire/i18n';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** One message of the interface in the page's language. */
export type LayoutText = (key: MessageKey, params?: MessageParams) => string;

/** The page's interface text; `Document` provides it for the page's language (English outside one). */
export const TextContext = createContext<LayoutText>((key, params) => t('en', key, params));

/** The interface text of the page being rendered. */
export const useText = (): LayoutText => useContext(TextContext);

/** The interface text of language `lang` (any docs.json spelling). */
export const textFor =
  (lang: string | undefined): LayoutText =>
  (key, params) =>
    t(lang, key, params);
