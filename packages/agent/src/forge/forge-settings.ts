/**
 * Where a project's pull requests are opened: GitHub's REST API (GitHub Enterprise too), or none (the
 * branch is pushed and no pull request is opened). The one type of the forge for every package.
 */
export type ForgeSettings =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'github';
      /** `https://api.github.com`, or a GitHub Enterprise server's `https://host/api/v3`. */
      readonly apiUrl: string;
      /** The environment variable the token is read from (named in messages; never the token). */
      readonly tokenEnv: string;
      /** The token, read from `tokenEnv` when the service started; undefined when it is not set. */
      readonly token?: string | undefined;
      /** `owner/name`; by default that of the repository's URL, or of a local repository's `origin` remote. */
      readonly repository?: string | undefined;
    };
