import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { EXIT_PROBLEMS } from '../exit-codes.js';

/** The most serving processes `--processes` starts. */
export const MAX_PROCESSES = 64;

/** How long a stopping process may take (its requests drain for at most 10 s, then it writes) before it is killed. */
const STOP_MS = 20_000;

/**
 * What a serving process tells the first one instead of printing it: its "Serving …" lines, its ready line, why
 * it could not listen (each would say the same: the first process prints it once, on stderr).
 */
export interface ServingMessage {
  readonly quire: 'listening' | 'ready' | 'failed';
  readonly text: string;
}

const KINDS: readonly string[] = ['listening', 'ready', 'failed'];

const isServingMessage = (m: unknown): m is ServingMessage =>
  typeof m === 'object' &&
  m !== null &&
  KINDS.includes((m as ServingMessage).quire) &&
  typeof (m as ServingMessage).text === 'string';

/** `--processes`: a whole number from 1 to `MAX_PROCESSES`, or `auto` (one per core); undefined otherwise. */
export function parseProcesses(value: string): number | undefined {
  if (value === 'auto') return Math.min(availableParallelism(), MAX_PROCESSES);
  const n = Number(value);
  return /^\d+$/.test(value) && n >= 1 && n <= MAX_PROCESSES ? n : undefined;
}

/** Whether this process is one of several serving processes `--processes` started (it reports, not prints). */
export const isServingProcess = (): boolean => cluster.isWorker;

/**
 * Prints `text`, or in a serving process started by `--processes`, gives it to the first process to print;
 * resolves once it is handed over (a serving process that is about to exit waits for that).
 */
export function printOrTell(quire: ServingMessage['quire'], text: string): Promise<void> {
  if (cluster.isWorker && process.send) {
    const message: ServingMessage = { quire, text };
    return new Promise((done) => {
      process.send?.(message, undefined, {}, () => done());
    });
  }
  (quire === 'failed' ? process.stderr : process.stdout).write(text);
  return Promise.resolve();
}

/**
 * `quire serve --processes N`: this process starts N serving processes (Node's cluster: they share the port,
 * and connections are handed to them in turn), prints their "Serving" lines once all listen and the ready line
 * once every one has loaded its search indexes, starts another when one stops, and on SIGTERM or SIGINT stops
 * them all cleanly (each finishes its requests and writes what it kept in memory) before it exits 0.
 * Resolves with the exit code when they could not start (each says why on stderr), else never.
 */
export function runServingProcesses(count: number): Promise<number | undefined> {
  return new Promise((resolveCode) => {
    const listening = new Map<Worker, string>();
    const ready = new Map<Worker, string>();
    let up = false;
    let stopping = false;
    let failure: number | undefined;
    let failedSaid = false;
    const workers = new Set<Worker>();

    const stopAll = () => {
      for (const worker of workers) {
        worker.process.kill('SIGTERM');
        setTimeout(() => worker.process.kill('SIGKILL'), STOP_MS).unref();
      }
    };

    const start = () => {
      const worker = cluster.fork();
      workers.add(worker);
      worker.on('message', (message: unknown) => {
        if (!isServingMessage(message)) return;
        if (message.quire === 'failed') {
          if (!failedSaid) process.stderr.write(message.text);
          failedSaid = true;
        } else if (message.quire === 'listening') {
          listening.set(worker, message.text);
          if (up) {
            process.stdout.write(`  process ${worker.process.pid} serving again\n`);
            return;
          }
          if (listening.size < count) return;
          up = true;
          const pids = [...listening.keys()].map((w) => w.process.pid).join(', ');
          const first = [...listening.values()][0]!;
          process.stdout.write(
            `${first}  processes → ${count} serving processes (pids ${pids}), sharing the port\n`,
          );
        } else if (!ready.has(worker)) {
          ready.set(worker, message.text);
          if (ready.size === count) process.stdout.write(message.text);
        }
      });
      worker.on('exit', (code, signal) => {
        workers.delete(worker);
        const startedUp = listening.has(worker);
        listening.delete(worker);
        ready.delete(worker);
        if (!stopping && (!up || !startedUp)) {
          // It could not start (it said why): none is started again, and the others are stopped.
          stopping = true;
          failure = code || EXIT_PROBLEMS;
          stopAll();
        } else if (!stopping) {
          process.stderr.write(
            `quire serve: serving process ${worker.process.pid} stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); starting another.\n`,
          );
          start();
        }
        if (stopping && workers.size === 0) {
          if (failure === undefined) process.exit(0);
          resolveCode(failure);
        }
      });
    };

    const stop = () => {
      if (stopping) return;
      stopping = true;
      stopAll();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    for (let i = 0; i < count; i++) start();
  });
}
