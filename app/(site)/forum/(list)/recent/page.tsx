// /forum: the artist community, Recent Posts open. Prerendered and regenerated
// at most every 10 seconds; its public address is `/forum`, rewritten to this
// page (lib/forum/rewrites.ts), as `/forum?tab=popular` is to ../popular.
import type { Metadata } from "next";
import { ForumListPage } from "@/components/forum/forum-list-page";

export const revalidate = 10;

export const metadata: Metadata = {
  title: "Artist Community",
  description: "Tattoo aftercare questions, healing timelines and tips from artists and collectors.",
  alternates: { canonical: "/forum" },
};

export default function ForumPage() {
  return <ForumListPage active="recent" />;
}
