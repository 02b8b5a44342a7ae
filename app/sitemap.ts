import type { MetadataRoute } from "next";
import { PUBLIC_PAGES } from "@/lib/seo/metadata";
import { getSite } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const { url } = getSite();
  return PUBLIC_PAGES.map((page) => ({
    url: new URL(page.path, url).toString(),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
