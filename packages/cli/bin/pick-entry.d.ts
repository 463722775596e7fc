export declare function entryUrl(packageUrl: URL, env?: NodeJS.ProcessEnv): URL;
