import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { englishText, type PageText } from '@quire/i18n/page';

/**
 * The playground's interface text in the page's language: the server render gives the page's
 * catalogue, the browser the messages the page carries. English outside either.
 */
export const PlaygroundTextContext = createContext<PageText>(englishText);

/** The playground's interface text. */
export const usePlaygroundText = (): PageText => useContext(PlaygroundTextContext);
