// /forum: the artist community, Recent Posts open. Prerendered and regenerated
// at most every 10 seconds; `/forum?tab=popular` is served by ./popular (see
// lib/forum/rewrites.ts).
import type { Metadata } from "next";
import { ForumListPage } from "@/components/forum/forum-list-page";

export const revalidate = 10;

export const metadata: Metadata = {
  title: "Artist Community",
  description: "Tattoo aftercare questions, healing timelines and tips from artists and collectors.",
};

export default function ForumPage() {
  return <ForumListPage active="recent" />;
}
