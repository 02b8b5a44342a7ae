// /forum: the artist community, Recent Posts open. Prerendered and regenerated
// at most every 10 seconds; its public address is `/forum`, rewritten to this
// page (lib/forum/rewrites.ts), as `/forum?tab=popular` is to ../popular.
import type { Metadata } from "next";
import { FORUM_LIST_METADATA, ForumListPage } from "@/components/forum/forum-list-page";

export const revalidate = 10;

export const metadata: Metadata = { ...FORUM_LIST_METADATA, alternates: { canonical: "/forum" } };

export default function ForumPage() {
  return <ForumListPage active="recent" />;
}
