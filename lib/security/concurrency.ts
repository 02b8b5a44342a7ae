// A bound on how many of one kind of work run at once in this process, per
// client and in total: e.g. the streams of uploaded files being sent
// (lib/uploads/serve.ts). Unlike the windowed counters of rate-limit.ts it
// lives in memory, because what it protects is this instance's own memory,
// file handles and database connections. A request beyond the bound may wait
// a little for a slot (a page that loads a dozen thumbnails at once gets them
// all, a few at a time); a request that cannot wait, or waits in vain, is
// refused. Every slot is given back exactly once, however often its release
// is called.

export interface ConcurrencyBound {
  /** Slots one client may hold at once. */
  readonly perClient: number;
  /** Slots all clients together may hold at once. */
  readonly total: number;
  /** Requests of one client that may wait for a slot at once; more are refused at once. */
  readonly waitingPerClient: number;
  /** Requests of all clients that may wait at once. */
  readonly waitingTotal: number;
}

/** A slot held; `release` gives it back (once; further calls do nothing). */
export interface Slot {
  release(): void;
}

/** Why no slot was given: the client holds its share, or the process holds all it may. */
export type Refusal = "client" | "total";

interface Waiter {
  client: string;
  grant(slot: Slot): void;
}

export class ConcurrencyLimiter {
  private readonly held = new Map<string, number>();
  private heldTotal = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly bound: ConcurrencyBound) {}

  /** Slots held now, by one client or by all. */
  holding(client?: string): number {
    return client === undefined ? this.heldTotal : (this.held.get(client) ?? 0);
  }

  /** Requests waiting now for a slot. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  private refusal(client: string): Refusal | null {
    if ((this.held.get(client) ?? 0) >= this.bound.perClient) return "client";
    if (this.heldTotal >= this.bound.total) return "total";
    return null;
  }

  private take(client: string): Slot {
    this.held.set(client, (this.held.get(client) ?? 0) + 1);
    this.heldTotal += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const count = (this.held.get(client) ?? 1) - 1;
        if (count > 0) this.held.set(client, count);
        else this.held.delete(client);
        this.heldTotal -= 1;
        this.grantWaiting();
      },
    };
  }

  /** Gives freed slots to the requests waiting longest that may have one now. */
  private grantWaiting(): void {
    for (let index = 0; index < this.waiting.length; ) {
      const waiter = this.waiting[index]!;
      if (this.refusal(waiter.client) === null) {
        this.waiting.splice(index, 1);
        waiter.grant(this.take(waiter.client));
      } else {
        index += 1;
      }
    }
  }

  /** A slot at once, or why not. */
  tryAcquire(client: string): Slot | Refusal {
    const refused = this.refusal(client);
    return refused ?? this.take(client);
  }

  /**
   * A slot, waiting up to `waitMs` for one (in the order requests came);
   * why not when the wait ends (or `signal` aborts) without one, or when too
   * many requests wait already.
   */
  async acquire(client: string, waitMs: number, signal?: AbortSignal): Promise<Slot | Refusal> {
    const refused = this.refusal(client);
    if (refused === null) return this.take(client);
    const waitingOfClient = this.waiting.filter((waiter) => waiter.client === client).length;
    if (waitMs <= 0 || signal?.aborted || waitingOfClient >= this.bound.waitingPerClient || this.waiting.length >= this.bound.waitingTotal) return refused;
    return new Promise<Slot | Refusal>((resolve) => {
      const giveUp = () => {
        const index = this.waiting.indexOf(waiter);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", giveUp);
        resolve(this.refusal(client) ?? "client");
      };
      const waiter: Waiter = {
        client,
        grant: (slot) => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", giveUp);
          resolve(slot);
        },
      };
      const timer = setTimeout(giveUp, waitMs);
      signal?.addEventListener("abort", giveUp, { once: true });
      this.waiting.push(waiter);
    });
  }
}
