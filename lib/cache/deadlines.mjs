// Redis commands with a deadline. node-redis cancels a command on its abort
// signal only while it is still queued: once written to a Redis that stopped
// answering (paused, overloaded, a network that drops packets) it would wait
// for ever, and the page request with it. Here every command gives up at its
// deadline (the caller's abort signal, or `timeoutMs`), and after one has
// given up the client counts as not ready for `pauseMs`, so the requests
// meanwhile go straight to the local fallback instead of waiting too.
// Plain JavaScript: Next.js imports the cache handler at run time, unbundled.

/**
 * A view of a node-redis client for the cache handlers: the same commands,
 * and `withAbortSignal(signal)`, each bounded by a deadline; `isReady` is
 * false while the connection is down or Redis has just failed to answer.
 */
export function withDeadlines(client, { timeoutMs, pauseMs = 2_000, log = console }) {
  let pausedUntil = 0;
  let slow = false;
  const paused = () => Date.now() < pausedUntil;

  function run(method, args, signal) {
    if (paused()) return Promise.reject(new Error("Redis did not answer a moment ago; trying again shortly"));
    const target = client.withAbortSignal(signal);
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        pausedUntil = Date.now() + pauseMs;
        // Logged once until Redis answers again.
        if (!slow) log.error(`[cache] Redis did not answer within ${timeoutMs} ms; pages come from this instance's memory until it does.`);
        slow = true;
        reject(new Error(`Redis did not answer within ${timeoutMs} ms`));
      };
      if (signal.aborted) return giveUp();
      signal.addEventListener("abort", giveUp, { once: true });
      Promise.resolve()
        .then(() => target[method](...args))
        .then(
          (value) => {
            signal.removeEventListener("abort", giveUp);
            if (slow && !signal.aborted) {
              slow = false;
              log.info("[cache] Redis answers again: the shared cache is in use again.");
            }
            resolve(value);
          },
          (error) => {
            signal.removeEventListener("abort", giveUp);
            reject(error);
          },
        );
    });
  }

  const view = (signal) =>
    new Proxy(
      {},
      {
        has: (_, name) => name in client,
        get(_, name) {
          if (name === "withAbortSignal") return (next) => view(next);
          if (name === "isReady") return client.isReady && !paused();
          if (typeof client[name] !== "function") return client[name];
          return (...args) => run(name, args, signal ?? AbortSignal.timeout(timeoutMs));
        },
      },
    );
  return view(undefined);
}
