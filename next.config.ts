import type { NextConfig } from "next";
import { forumRewrites } from "./lib/forum/rewrites";
import { headerRules } from "./lib/security-headers";
import { tutorialsRewrites } from "./lib/tutorials/rewrites";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One id for every instance of a build (npm run build sets it from the git
  // commit, or SHOP_BUILD_ID): pages, chunks and server actions match whichever
  // instance answers.
  generateBuildId: async () => process.env.SHOP_BUILD_ID || null,
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
  },
  async rewrites() {
    // Before pages are matched: query-string views of prerendered pages.
    return { beforeFiles: [...forumRewrites, ...tutorialsRewrites], afterFiles: [], fallback: [] };
  },
  async headers() {
    return headerRules({ dev });
  },
};

export default nextConfig;
