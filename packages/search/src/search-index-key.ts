/** The key of the index of a language × version (`en--v2`): `default` stands for a site without one. */
export function searchIndexKey(language: string | undefined, version: string | undefined): string {
  return `${language ?? 'default'}--${version ?? 'default'}`.replace(/[^A-Za-z0-9._-]/g, '_');
}
