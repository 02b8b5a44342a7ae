// The fuzz tests cover every route handler: each route file under app/ is in
// the catalogue, with every method it implements; every other method answers
// a JSON 405 naming the implemented ones. Static files made at build time
// (a force-static GET, such as the icon sprite) are not handlers to fuzz.
import "./env";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { allowHeader, HTTP_METHODS, type HttpMethod } from "@/lib/api/route";
import { ROUTES } from "./catalogue";
import { isErrorFormat } from "./support";

const root = path.resolve(__dirname, "../../..");

const isStaticFile = (file: string) => /^export const dynamic = "force-static";$/m.test(readFileSync(path.join(root, file), "utf8"));

function routeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(relative);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [relative] : [];
  });
}

describe("the fuzz catalogue", () => {
  it("lists every route handler file under app/", () => {
    const catalogued = ROUTES.map((route) => route.file).sort();
    expect(routeFiles("app").filter((file) => !isStaticFile(file)).sort()).toEqual(catalogued);
  });

  it("leaves out only static files, which answer GET alone", async () => {
    const staticFiles = routeFiles("app").filter(isStaticFile);
    expect(staticFiles).toEqual(["app/icons.svg/route.ts"]);
    for (const file of staticFiles) {
      const handlers = (await import(`@/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
      expect(HTTP_METHODS.filter((method) => handlers[method])).toEqual(["GET"]);
    }
  });

  it.each(ROUTES)("$file exports a handler for every method", async (route) => {
    const handlers = await route.load();
    for (const method of HTTP_METHODS) expect(typeof handlers[method]).toBe("function");
  });

  it.each(ROUTES.filter((route) => HTTP_METHODS.some((method) => !route.methods[method])))(
    "$file answers the methods it does not fuzz with a JSON 405 and Allow",
    async (route) => {
      const handlers = await route.load();
      const implemented = HTTP_METHODS.filter((method) => route.methods[method]);
      for (const method of HTTP_METHODS.filter((method) => !route.methods[method])) {
        const handler = handlers[method] as (request: Request, context: unknown) => Promise<Response> | Response;
        const request = new NextRequest("http://localhost/api/x", { method, ...(method === "GET" ? {} : { body: "{}" }) });
        const response = await handler(request, { params: Promise.resolve({}) });
        expect({ method, status: response.status }).toEqual({ method, status: 405 });
        expect(response.headers.get("allow")).toBe(allowHeader(implemented as HttpMethod[]));
        expect(isErrorFormat(await response.json())).toBe(true);
      }
    },
  );
});
