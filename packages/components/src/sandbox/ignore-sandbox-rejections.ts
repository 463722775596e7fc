/**
 * Keeps a promise that page code rejects without a handler from ending the process: promises of the page
 * sandbox's realm are not instances of this realm's `Promise` (checking that runs no page code). Any other
 * unhandled rejection ends the process as it would without this listener, unless someone else listens too.
 */
function ignoreSandboxRejections(reason: unknown, promise: Promise<unknown>): void {
  if (!(promise instanceof Promise)) return;
  if (process.listenerCount('unhandledRejection') === 1) throw reason;
}

/** Installs the listener once per process (the process is the edge that page rejections would reach). */
export function installSandboxRejectionGuard(): void {
  if (!process.listeners('unhandledRejection').includes(ignoreSandboxRejections))
    process.on('unhandledRejection', ignoreSandboxRejections);
}
