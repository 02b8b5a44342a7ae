// The fuzz catalogue is derived from the route files (catalogue.ts). These
// tests check what the derivation relies on: every route file under app/
// exports a handler for every method, and answers the methods it does not
// implement with a JSON 405 whose Allow header names the ones it does (a
// static file made at build time, such as the icon sprite, answers GET
// alone); and every hint names a route file and a method it implements.
import "./env";
import { allowHeader, HTTP_METHODS } from "@/lib/api/route";
import { DEFAULT_FUZZ, fuzzOf, HINTS, methodsOf, paramsOf, ROUTE_FILES, type Hint } from "./catalogue";

describe("the fuzz catalogue", () => {
  it("finds the route files under app/, the API's and the static ones", () => {
    expect(ROUTE_FILES).toEqual(expect.arrayContaining(["app/api/health/route.ts", "app/api/[[...path]]/route.ts", "app/api/placeholder/[w]/[h]/route.ts", "app/icons.svg/route.ts"]));
    expect(ROUTE_FILES.every((file) => /^app\/.*\/route\.(ts|tsx|js|mjs)$/.test(file))).toBe(true);
    expect(new Set(ROUTE_FILES).size).toBe(ROUTE_FILES.length);
  });

  it("reads the dynamic segments from the path", () => {
    expect(paramsOf("app/api/health/route.ts")).toEqual([]);
    expect(paramsOf("app/api/placeholder/[w]/[h]/route.ts")).toEqual(["w", "h"]);
    expect(paramsOf("app/api/auth/[...nextauth]/route.ts")).toEqual(["...nextauth"]);
    expect(paramsOf("app/api/[[...path]]/route.ts")).toEqual(["...path"]);
  });

  it.each(ROUTE_FILES)("%s answers the methods it does not implement with a JSON 405 naming the ones it does", async (file) => {
    const methods = await methodsOf(file);
    if (methods.isStatic) {
      // Served as a file made at build time: only GET reaches it.
      expect(methods.exported).toEqual(["GET"]);
      return;
    }
    expect(methods.exported).toEqual([...HTTP_METHODS]);
    expect(methods.implemented.length).toBeGreaterThan(0);
    for (const method of HTTP_METHODS.filter((method) => !methods.implemented.includes(method))) {
      expect({ method, ...methods.answers[method] }).toEqual({ method, status: 405, allow: allowHeader(methods.implemented), code: "method_not_allowed" });
    }
  });

  it("leaves out of the fuzzing only the static file, the icon sprite", async () => {
    const statics = [];
    for (const file of ROUTE_FILES) if ((await methodsOf(file)).isStatic) statics.push(file);
    expect(statics).toEqual(["app/icons.svg/route.ts"]);
  });

  it.each(Object.entries(HINTS))("the hints for %s name a route file and methods it implements", async (file, hint: Hint) => {
    expect(ROUTE_FILES).toContain(file);
    const { implemented } = await methodsOf(file);
    expect(implemented).toEqual(expect.arrayContaining(Object.keys(hint)));
  });

  it("fuzzes a method without a hint with the defaults", () => {
    expect(fuzzOf("app/api/health/route.ts", "GET")).toBe(DEFAULT_FUZZ.GET);
    expect(fuzzOf("app/api/forum/posts/route.ts", "GET")).toBe(HINTS["app/api/forum/posts/route.ts"].GET);
    expect(DEFAULT_FUZZ.POST).toMatchObject({ body: "json" });
  });
});
