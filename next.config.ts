import type { NextConfig } from "next";
import { getConfig } from "./lib/config";
import { forumRewrites } from "./lib/forum/rewrites";
import { headerRules } from "./lib/security-headers";
import { readBuildId } from "./lib/site/build-id";
import { tutorialsRewrites } from "./lib/tutorials/rewrites";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // REDIS_URL where the server runs (a build made without it uses it too)
  // puts the Next.js cache in Redis, shared by every instance of the build,
  // with an in-memory fallback (lib/cache/redis-handler.mjs); without it,
  // Next.js's own filesystem cache with a bound on what it writes
  // (lib/cache/disk-handler.mjs). Either keeps real pages only, never a 404.
  cacheHandler: require.resolve(getConfig().cache.redisUrl ? "./lib/cache/redis-handler.mjs" : "./lib/cache/disk-handler.mjs"),
  // One id for every instance of a build (npm run build sets it from the git
  // commit, or SHOP_BUILD_ID): pages, chunks and server actions match whichever
  // instance answers.
  generateBuildId: async () => process.env.SHOP_BUILD_ID || null,
  // The same id as Next.js's deploymentId (the build sets SHOP_BUILD_ID; a
  // server reads it from the build it serves): during a rolling release a
  // browser holding a page of the other build gets a full page load on its
  // next navigation or server action, instead of missing chunks or a failed
  // action. Next.js appends ?dpl=<id> to the static files' addresses, so no
  // cache in between mixes two builds' files either.
  deploymentId: dev ? undefined : process.env.SHOP_BUILD_ID || readBuildId(),
  // Next.js would hash every prerendered page on every request to make an
  // ETag (an FNV hash over the whole HTML, in JavaScript): a quarter of the
  // server time of the home page. Pages carry Cache-Control for caches in
  // front of the shop instead, and a browser's revalidation gets a 200.
  generateEtags: false,
  // PGlite and the pg driver are plain Node packages; keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
  // Avatar drawing ships as ES modules only; compiling it also lets Jest load it.
  transpilePackages: ["@dicebear/core", "@dicebear/initials"],
  images: {
    // AVIF optimisation stays off (see the security notes in the README).
    formats: ["image/webp"],
    // The optimiser resizes the shop's own media only (public/media: product
    // shots, seeded tutorial thumbnails), without a query string. Uploads
    // (/api/objects/uploads/…: a customer's private photo, an uploaded
    // thumbnail) are never fetched and re-served by it as a public image
    // that would outlive the photo's purge; they are shown as they are
    // (components/tutorials/thumbnail.ts).
    localPatterns: [{ pathname: "/media/**", search: "" }],
  },
  async rewrites() {
    // Before pages are matched: query-string views of prerendered pages.
    return { beforeFiles: [...forumRewrites, ...tutorialsRewrites], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      ...headerRules({ dev }),
      // The shop's own media (public/media) and icon sprite: stable names that change rarely.
      { source: "/media/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=604800, stale-while-revalidate=86400" }] },
      { source: "/icons.svg", headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }] },
    ];
  },
};

export default nextConfig;
