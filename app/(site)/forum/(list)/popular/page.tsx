// /forum?tab=popular: the artist community, Popular open. Its public address
// is the query one (lib/forum/rewrites.ts), named as the canonical address.
import type { Metadata } from "next";
import { FORUM_LIST_METADATA, ForumListPage } from "@/components/forum/forum-list-page";

export const revalidate = 10;

export const metadata: Metadata = { ...FORUM_LIST_METADATA, alternates: { canonical: "/forum?tab=popular" } };

export default function PopularForumPage() {
  return <ForumListPage active="popular" />;
}
