// The in-process bound on concurrent work (lib/security/concurrency.ts):
// per client and in total, a slot given back exactly once, and requests
// that wait for a slot get one in order, or are refused when the wait ends.
import { ConcurrencyLimiter, type Slot } from "@/lib/security/concurrency";

const bound = { perClient: 2, total: 3, waitingPerClient: 2, waitingTotal: 3 };

const slot = (value: Slot | string): Slot => {
  if (typeof value === "string") throw new Error(`refused: ${value}`);
  return value;
};

describe("ConcurrencyLimiter", () => {
  it("refuses a client's slot past its share, and any slot past the total", () => {
    const limiter = new ConcurrencyLimiter(bound);
    const a1 = slot(limiter.tryAcquire("a"));
    slot(limiter.tryAcquire("a"));
    expect(limiter.tryAcquire("a")).toBe("client");
    slot(limiter.tryAcquire("b"));
    expect(limiter.tryAcquire("c")).toBe("total");
    expect(limiter.holding()).toBe(3);
    expect(limiter.holding("a")).toBe(2);

    a1.release();
    expect(limiter.holding("a")).toBe(1);
    // Released twice: given back once.
    a1.release();
    expect(limiter.holding()).toBe(2);
    slot(limiter.tryAcquire("c"));
    expect(limiter.tryAcquire("a")).toBe("total");
  });

  it("gives a waiting request the slot freed for it, oldest first", async () => {
    const limiter = new ConcurrencyLimiter(bound);
    const held = [slot(limiter.tryAcquire("a")), slot(limiter.tryAcquire("a"))];
    const first = limiter.acquire("a", 10_000);
    const second = limiter.acquire("a", 10_000);
    expect(limiter.waitingCount).toBe(2);
    held[0]!.release();
    const granted = slot(await first);
    expect(limiter.waitingCount).toBe(1);
    expect(limiter.holding("a")).toBe(2);
    granted.release();
    slot(await second);
    expect(limiter.waitingCount).toBe(0);
  });

  it("refuses a waiting request when its wait ends or its request is aborted, and never gives it a slot later", async () => {
    const limiter = new ConcurrencyLimiter(bound);
    const held = [slot(limiter.tryAcquire("a")), slot(limiter.tryAcquire("a")), slot(limiter.tryAcquire("b"))];
    await expect(limiter.acquire("a", 20)).resolves.toBe("client");
    await expect(limiter.acquire("c", 20)).resolves.toBe("total");
    const controller = new AbortController();
    const aborted = limiter.acquire("c", 10_000, controller.signal);
    controller.abort();
    await expect(aborted).resolves.toBe("total");
    expect(limiter.waitingCount).toBe(0);
    // Nothing waits: a freed slot stays free.
    held[2]!.release();
    expect(limiter.holding()).toBe(2);
    // An already aborted request, or one that may not wait, is refused at once.
    held[0]!.release();
    held[1]!.release();
    slot(limiter.tryAcquire("a"));
    slot(limiter.tryAcquire("a"));
    await expect(limiter.acquire("a", 0)).resolves.toBe("client");
    await expect(limiter.acquire("a", 10_000, AbortSignal.abort())).resolves.toBe("client");
  });

  it("refuses at once when too many requests wait already", async () => {
    const limiter = new ConcurrencyLimiter(bound);
    slot(limiter.tryAcquire("a"));
    slot(limiter.tryAcquire("a"));
    slot(limiter.tryAcquire("b"));
    const waits = [limiter.acquire("a", 50), limiter.acquire("a", 50)];
    // The client's waiting share is used up …
    await expect(limiter.acquire("a", 10_000)).resolves.toBe("client");
    // … and then the process's.
    waits.push(limiter.acquire("c", 50));
    await expect(limiter.acquire("d", 10_000)).resolves.toBe("total");
    expect(await Promise.all(waits)).toEqual(["client", "client", "total"]);
  });
});
