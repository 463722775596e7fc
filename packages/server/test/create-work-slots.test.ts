import { describe, expect, it } from 'vitest';
import { ARRIVALS_FIRST_MS, createWorkSlots } from '../src/api/create-work-slots.js';

/** A promise and the function that resolves it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('createWorkSlots', () => {
  it('runs at most its slots at once, in arrival order, and passes results and failures through', async () => {
    const { run } = createWorkSlots(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((g, i) =>
      run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await g.promise;
        running--;
        if (i === 3) throw new Error('work 3 failed');
        return i * 10;
      }),
    );
    const settled = Promise.allSettled(results);
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual([0, 1]);
    // Opened out of order: each freed slot goes to the next work in arrival order.
    gates[1]!.open();
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    const outcomes = await settled;
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      0,
      10,
      20,
      'Error: work 3 failed',
      40,
    ]);
  });

  it('starts each work in a turn of the event loop of its own: I/O that arrives meanwhile is handled first', async () => {
    const { run } = createWorkSlots(1);
    const order: string[] = [];
    const works = [0, 1, 2].map((i) =>
      run(async () => {
        order.push(`work ${i}`);
        // Something that arrived while the work ran (a request's socket, a timer): it must not wait
        // for the works queued behind this one.
        if (i === 0) setImmediate(() => order.push('arrived during work 0'));
      }),
    );
    await Promise.all(works);
    expect(order).toEqual(['work 0', 'arrived during work 0', 'work 1', 'work 2']);
  });

  /**
   * The turn of the event loop a work starts in, while a request arrives in each of the first `arriving`
   * turns (as a burst's connections are accepted and read one a turn). The arrivals are counted before
   * the work's turn comes, as a request read from a socket is.
   */
  function startTurn(arriving: number, now?: () => number): Promise<number> {
    const slots = createWorkSlots(1, now);
    let turn = 0;
    return new Promise<number>((resolve) => {
      const tick = () => {
        turn++;
        if (turn > arriving) return;
        slots.arrived();
        setImmediate(tick);
      };
      slots.arrived();
      setImmediate(tick);
      void slots.run(async () => resolve(turn));
    });
  }

  it('holds work back while requests keep arriving, and starts it in the first turn without one', async () => {
    expect(await startTurn(0)).toBe(1);
    expect(await startTurn(6)).toBe(7);
  });

  it('holds work back for at most ARRIVALS_FIRST_MS, however long requests keep arriving', async () => {
    let clock = 0;
    const step = ARRIVALS_FIRST_MS / 4;
    const turn = await startTurn(100, () => (clock += step));
    expect(turn).toBeGreaterThan(2);
    expect(turn).toBeLessThanOrEqual(6);
  });
});
