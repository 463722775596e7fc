import { useText } from './text-context.js';

/**
 * "March 3, 2025" (English), "3 de marzo de 2025" (Spanish): the date as the page's language writes
 * it, in UTC (the same on every machine); English when the runtime does not know the language.
 */
function longDate(lang: string | undefined, time: number): string {
  const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(lang || 'en-US', options).format(time);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(time);
  }
}

/** "Last modified on <date>" under the page content (`metadata.timestamp`, `timestamp`, `lastUpdatedDate`). */
export function LastModified({ date, lang }: { date: string | undefined; lang?: string }) {
  const say = useText();
  const time = date === undefined ? Number.NaN : Date.parse(date);
  if (Number.isNaN(time)) return null;
  // The sentence around the date, in the page's language ("Last modified on {date}").
  const [before = '', after = ''] = say('layout.lastModified', { date: '\u0000' }).split('\u0000');
  return (
    <p class="q-last-modified">
      {before}
      <time dateTime={date}>{longDate(lang, time)}</time>
      {after}
    </p>
  );
}
