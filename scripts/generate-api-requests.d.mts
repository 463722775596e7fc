// Types of generate-api-requests.mjs, for the test that checks the generated file is up to date.
export declare const GENERATED_BODIES: Readonly<Record<string, string>>;
export declare function renderApiRequests(): Promise<string>;
