/**
 * The interface text in English: the source every other catalogue translates, and the text a
 * language falls back to for a message it lacks. `{name}` is replaced by `t`'s parameters.
 */
export const en = {
  'layout.skipToContent': 'Skip to content',
  'layout.home': '{site} home',
  'layout.openNavigation': 'Open navigation',
  'layout.search': 'Search',
  'layout.searchPlaceholder': 'Search...',
  'layout.siteLinks': 'Site links',
  'layout.toggleDarkMode': 'Toggle dark mode',
  'layout.sections': 'Sections',
  'layout.navigation': 'Navigation',
  'layout.pages': 'Pages',
  'layout.breadcrumbs': 'Breadcrumbs',
  'layout.onThisPage': 'On this page',
  'layout.examples': 'Examples',
  'layout.pagination': 'Pagination',
  'layout.previous': 'Previous',
  'layout.next': 'Next',
  'layout.version': 'Version',
  'layout.language': 'Language',
  'layout.announcement': 'Announcement',
  'layout.dismissBanner': 'Dismiss banner',
  'layout.builtWith': 'Built with Quire',
  'layout.notTranslated': 'This page is not available in your language yet.',
  'notFound.title': 'Page not found',
  'notFound.description': 'We could not find the page you were looking for.',
  'notFound.home': 'Go to the home page',
  'search.label': 'Search',
  'search.results': 'Search results',
  'search.loading': 'Loading the search index…',
  'search.unavailable': 'Search is not available: its index could not be loaded.',
  'search.noResults': 'No results for “{query}”',
  'search.oneResult': '1 page for “{query}”',
  'search.manyResults': '{count} pages for “{query}”',
  'search.recent': 'Recent searches',
  'ask.launcher': 'Ask AI',
  'ask.title': 'Ask the docs',
  'ask.newChat': 'New chat',
  'ask.close': 'Close',
  'ask.hint': 'Answers come from these docs, with links to the pages they quote.',
  'ask.placeholder': 'Ask a question about these docs',
  'ask.question': 'Your question',
  'ask.send': 'Ask',
  'ask.sources': 'Cited pages',
  'ask.cutOff': 'The answer was cut off. Ask again.',
  'ask.httpError': 'The assistant answered HTTP {status}. Try again in a moment.',
  'ask.unreachable': 'The assistant could not be reached. Check your connection and try again.',
  'ask.failed': 'The answer failed.',
  'code.copy': 'Copy code',
  'code.chooseView': 'Choose a view',
} as const;

/** The name of one message of the interface. */
export type MessageKey = keyof typeof en;

/** One language's translations: any message it lacks falls back to English. */
export type Catalogue = Readonly<Partial<Record<MessageKey, string>>>;
