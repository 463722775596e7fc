/** "March 3, 2025": the date in English, as the reference writes it, in UTC (the same on every machine). */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "Last modified on <date>" under the page content (`metadata.timestamp`, `timestamp`, `lastUpdatedDate`). */
export function LastModified({ date }: { date: string | undefined }) {
  const time = date === undefined ? Number.NaN : Date.parse(date);
  if (Number.isNaN(time)) return null;
  return (
    <p class="q-last-modified">
      Last modified on <time dateTime={date}>{DATE_FORMAT.format(time)}</time>
    </p>
  );
}
