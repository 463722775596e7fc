/** The schema's patterns that have a concrete fix to offer, keyed by the pattern as written in the schema. */
const HREF = '^(/|#|\\.{0,2}/|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*:)';
const HTTPS_PROFILE = '^https://(?!.*\\.(svg|exe|zip)$)';
const BARE_HOST = '^(?!https://)';
const BARE_HOST_HTTP = '^(?!http://)';
const HEX_COLOR = '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$';

const bareHost = (value: string): string =>
  `Write "${value.replace(/^https?:\/\//, '').replace(/\/$/, '')}".`;
const looksLikeDomain = (value: string): boolean => /^[\w-]+(\.[\w-]+)+(\/|$)/.test(value);

const ADVICE: Readonly<Record<string, (value: string) => string | undefined>> = {
  [HREF]: (value) =>
    looksLikeDomain(value)
      ? `For another site, write the full URL: "https://${value}".`
      : `For a page of this site, start the path with a slash: "/${value.replace(/^\.?\//, '')}".`,
  [HTTPS_PROFILE]: (value) =>
    value.startsWith('http://') ? `Write "https://${value.slice('http://'.length)}".` : undefined,
  [BARE_HOST]: bareHost,
  [BARE_HOST_HTTP]: bareHost,
  [HEX_COLOR]: (value) =>
    /^([a-fA-F0-9]{3}|[a-fA-F0-9]{6})$/.test(value.trim())
      ? `Add the leading #: "#${value.trim()}".`
      : undefined,
};

/** A concrete fix for a string that fails `pattern`, when there is an obvious one (`blog` → `/blog`). */
export function patternAdvice(pattern: unknown, value: unknown): string | undefined {
  if (typeof pattern !== 'string' || typeof value !== 'string') return undefined;
  return ADVICE[pattern]?.(value);
}
