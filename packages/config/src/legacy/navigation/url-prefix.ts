/** `https://` or `http://` links lead out of the site. */
export const isRemoteUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/** Any URL with a scheme (`https:`, `mailto:`): a link rather than a folder of pages. */
export const isAbsoluteUrl = (url: string): boolean => URL.canParse(url);

const asFolder = (path: string): string => {
  const leading = path.startsWith('/') ? path : `/${path}`;
  return leading.endsWith('/') ? leading : `${leading}/`;
};

/** Whether `path` is the folder `prefix` or lies inside it (`api/users` is under `api`, `api-reference` is not). */
export const isUnder = (path: string, prefix: string): boolean =>
  asFolder(path).startsWith(asFolder(prefix));
