/** The id of the playground panel of `specId`, which the endpoint bar's "Try it" button opens. */
export const playgroundPanelId = (specId: string) => `try-${specId}`;
