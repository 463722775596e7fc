/** Where the bundled runtime lives, for the build to copy into a site. */
export const CLIENT_BUNDLE_URL = new URL('../bundle/quire-client.js', import.meta.url);
