import type { MetadataRoute } from "next";
import { getSite } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  const { url } = getSite();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/checkout"] },
    sitemap: new URL("/sitemap.xml", url).toString(),
  };
}
