// The shop's server keeps what a shared cache may keep, for at most a second
// (an immutable build file for its max-age), and never anything private,
// stale, personal or partial.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { expireServedResponses } from "@/lib/cache/served-responses";
import { HOLD_MS, ResponseCache, sharedFreshnessMs } from "@/server/response-cache";

type App = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let clock = 1_000_000;
let server: http.Server;
let base: string;
let cache: ResponseCache;
let calls: string[];
let app: App;

beforeEach(async () => {
  clock = 1_000_000;
  calls = [];
  cache = new ResponseCache(() => clock).register();
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    calls.push(`${req.method} ${req.url}`);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A prerendered page as Next.js sends it: headers set one by one, the body in one end(). */
const page =
  (body: string, cacheControl = "s-maxage=300, stale-while-revalidate=31535700", extra: Record<string, string> = {}): App =>
  (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", "rsc, next-router-state-tree, Accept-Encoding");
    res.setHeader("X-Content-Type-Options", "nosniff");
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.end(body);
  };

describe("sharedFreshnessMs", () => {
  it("is s-maxage, or max-age of a public answer, in ms", () => {
    expect(sharedFreshnessMs(200, { "cache-control": "s-maxage=300, stale-while-revalidate=31535700" })).toBe(300_000);
    expect(sharedFreshnessMs(200, { "cache-control": "public, max-age=31536000, immutable" })).toBe(31_536_000_000);
    expect(sharedFreshnessMs(200, { "cache-control": "public, max-age=0, s-maxage=10" })).toBe(10_000);
  });

  it("is 0 for whatever a shared cache may not keep", () => {
    expect(sharedFreshnessMs(200, {})).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "max-age=60" })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "public, max-age=0, must-revalidate" })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "s-maxage=60, no-cache" })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "no-store" })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "s-maxage=60", "set-cookie": ["a=b"] })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "s-maxage=60", "x-nextjs-cache": "STALE" })).toBe(0);
    expect(sharedFreshnessMs(200, { "cache-control": "s-maxage=60", vary: "*" })).toBe(0);
    expect(sharedFreshnessMs(404, { "cache-control": "s-maxage=60" })).toBe(0);
    expect(sharedFreshnessMs(301, { "cache-control": "s-maxage=60" })).toBe(0);
  });
});

describe("ResponseCache", () => {
  it("answers a shareable page again without the app, with the same status, headers and body", async () => {
    app = page("<html>home</html>");
    const first = await get("/");
    const second = await get("/");
    expect(calls).toEqual(["GET /"]);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe("<html>home</html>");
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["content-length"]).toBe(String("<html>home</html>".length));
    expect(second.headers.age).toBe("0");
  });

  it("keeps an answer HOLD_MS at most, then asks the app again", async () => {
    app = page("v1");
    await get("/");
    clock += HOLD_MS - 1;
    expect((await get("/")).body.toString()).toBe("v1");
    app = page("v2");
    clock += 1;
    expect((await get("/")).body.toString()).toBe("v2");
    expect(calls).toEqual(["GET /", "GET /"]);
  });

  it("keeps an answer no longer than its own freshness when that is shorter", async () => {
    app = page("short", "public, max-age=0, s-maxage=0");
    await get("/short");
    await get("/short");
    expect(calls).toHaveLength(2);
  });

  it("is emptied when the app expires what the server keeps", async () => {
    app = page("before");
    await get("/");
    app = page("after");
    expireServedResponses();
    expect((await get("/")).body.toString()).toBe("after");
  });

  it("keeps an immutable build file for its max-age, through the clears data changes cause", async () => {
    const file = (body: string): App => (_req, res) => {
      res.setHeader("Content-Type", "text/css; charset=UTF-8");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Vary", "Accept-Encoding");
      res.end(body);
    };
    app = file("gzip-bytes");
    await get("/_next/static/chunks/a.css", { "accept-encoding": "gzip" });
    app = page("home v1");
    await get("/");
    clock += 24 * 60 * 60 * 1000;
    expireServedResponses();
    app = file("identity-bytes");
    expect((await get("/_next/static/chunks/a.css", { "accept-encoding": "gzip" })).body.toString()).toBe("gzip-bytes");
    // Another encoding is another variant, made once too.
    expect((await get("/_next/static/chunks/a.css")).body.toString()).toBe("identity-bytes");
    app = page("home v2");
    expect((await get("/")).body.toString()).toBe("home v2");
    expect(calls).toEqual(["GET /_next/static/chunks/a.css", "GET /", "GET /_next/static/chunks/a.css", "GET /"]);
    clock += 31_536_000_000;
    await get("/_next/static/chunks/a.css", { "accept-encoding": "gzip" });
    expect(calls).toHaveLength(5);
  });

  it("keeps a variant per value of the headers the answer varies on", async () => {
    app = (req, res) => {
      const gzip = /gzip/.test(req.headers["accept-encoding"] ?? "");
      const rsc = req.headers.rsc === "1";
      const body = rsc ? "rsc data" : "<html>page</html>";
      res.setHeader("Cache-Control", "s-maxage=300");
      res.setHeader("Vary", "rsc, Accept-Encoding");
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.end(gzip ? gzipSync(body) : body);
    };
    await get("/", { "accept-encoding": "gzip, deflate, br" });
    await get("/");
    await get("/", { rsc: "1" });
    const zipped = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const plain = await get("/");
    const rsc = await get("/", { rsc: "1" });
    expect(calls).toHaveLength(3);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.body).toEqual(gzipSync("<html>page</html>"));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("<html>page</html>");
    expect(rsc.body.toString()).toBe("rsc data");
  });

  it("keeps an answer written in chunks after writeHead with its headers", async () => {
    app = (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=0, s-maxage=10" });
      res.write('{"a":');
      res.write(Buffer.from("1"));
      res.end("}");
    };
    await get("/api/list?x=1");
    const again = await get("/api/list?x=1");
    expect(calls).toHaveLength(1);
    expect(again.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(again.body.toString())).toEqual({ a: 1 });
    // Another query string is another address.
    await get("/api/list?x=2");
    expect(calls).toHaveLength(2);
  });

  it("answers HEAD from a kept GET, without a body", async () => {
    app = page("<html>home</html>");
    await get("/");
    const head = await get("/", {}, "HEAD");
    expect(calls).toEqual(["GET /"]);
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String("<html>home</html>".length));
    expect(head.body.length).toBe(0);
  });

  it("never keeps private, personal, stale or failed answers", async () => {
    const answers: Record<string, App> = {
      "/checkout": page("private", "private, no-cache, no-store, max-age=0, must-revalidate"),
      "/cookie": page("cookie", "s-maxage=300", { "Set-Cookie": "session=1" }),
      "/stale": page("stale", "s-maxage=10", { "x-nextjs-cache": "STALE" }),
      "/none": page("none", ""),
      "/missing": (_req, res) => {
        res.statusCode = 404;
        res.setHeader("Cache-Control", "s-maxage=300");
        res.end("not found");
      },
    };
    app = (req, res) => answers[req.url!]!(req, res);
    for (const path of Object.keys(answers)) {
      await get(path);
      await get(path);
    }
    expect(calls).toHaveLength(10);
    expect(cache.size).toBe(0);
  });

  it("lets requests with credentials, a range or Next.js's revalidation and preview markers through", async () => {
    app = page("<html>home</html>");
    await get("/");
    const markers: Record<string, string>[] = [{ authorization: "Bearer x" }, { range: "bytes=0-3" }, { "x-prerender-revalidate": "id" }, { cookie: "a=1; __prerender_bypass=x" }];
    for (const headers of markers) {
      await get("/", headers);
    }
    expect(calls).toHaveLength(5);
    // Other cookies do not change a shared page.
    await get("/", { cookie: "theme=dark" });
    expect(calls).toHaveLength(5);
  });

  it("never keeps POST answers nor answers a POST from the cache", async () => {
    app = page("<html>home</html>");
    await get("/");
    await get("/", {}, "POST");
    await get("/", {}, "POST");
    expect(calls).toEqual(["GET /", "POST /", "POST /"]);
  });

  it("does not keep answers over 1 MiB", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    app = (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.write(big.slice(0, 1000));
      res.end(big.slice(1000));
    };
    expect((await get("/big")).body.length).toBe(big.length);
    await get("/big");
    expect(calls).toHaveLength(2);
  });
});

describe("ResponseCache keys and refreshes", () => {
  /**
   * A page as Next.js answers it: an RSC request (the `rsc` header) gets the
   * RSC payload, any other the HTML; and while rendering, Next.js drops the
   * RSC headers and the `_rsc` query from the request it was given.
   */
  const nextLikePage: App = (req, res) => {
    const rsc = req.headers.rsc === "1";
    delete req.headers.rsc;
    delete req.headers["next-router-state-tree"];
    req.url = req.url!.replace(/[?&]_rsc=[^&]*/, "");
    res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=31535700");
    res.setHeader("Vary", "rsc, next-router-state-tree, Accept-Encoding");
    res.setHeader("Content-Type", rsc ? "text/x-component" : "text/html; charset=utf-8");
    res.end(rsc ? "rsc payload" : "<html>page</html>");
  };

  it("never answers a plain GET of a ?_rsc= address with an RSC request's payload, nor the other way round", async () => {
    app = nextLikePage;
    expect((await get("/forum/recent?_rsc=abc12", { rsc: "1" })).body.toString()).toBe("rsc payload");
    const plain = await get("/forum/recent?_rsc=abc12");
    expect(plain.body.toString()).toBe("<html>page</html>");
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await get("/forum/recent")).body.toString()).toBe("<html>page</html>");
    // Each kept under the request as it arrived: asked again, each is answered from the cache with its own body.
    expect((await get("/forum/recent?_rsc=abc12", { rsc: "1" })).body.toString()).toBe("rsc payload");
    expect((await get("/forum/recent?_rsc=abc12")).body.toString()).toBe("<html>page</html>");
    expect((await get("/forum/recent")).body.toString()).toBe("<html>page</html>");
    expect(calls).toHaveLength(3);
  });

  it("does not keep an answer that started before a refresh and finished after it", async () => {
    let finish: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app = (_req, res) => {
        res.setHeader("Cache-Control", "s-maxage=300");
        res.write("<html>before the ");
        resolve();
        finish = () => res.end("change</html>");
      };
    });
    const slow = get("/tutorials/season/all");
    await started;
    // The owner's refresh lands while that answer is still being written.
    expireServedResponses();
    finish();
    expect((await slow).body.toString()).toBe("<html>before the change</html>");
    expect(cache.size).toBe(0);
    app = page("<html>after the change</html>");
    expect((await get("/tutorials/season/all")).body.toString()).toBe("<html>after the change</html>");
    expect(calls).toEqual(["GET /tutorials/season/all", "GET /tutorials/season/all"]);
    // An answer begun after the refresh is kept as before.
    expect((await get("/tutorials/season/all")).body.toString()).toBe("<html>after the change</html>");
    expect(calls).toHaveLength(2);
  });
});
