// /forum?tab=popular: the artist community, Popular open. Its public address
// is the query one (lib/forum/rewrites.ts), named as the canonical address.
import type { Metadata } from "next";
import { ForumListPage } from "@/components/forum/forum-list-page";

export const revalidate = 10;

export const metadata: Metadata = {
  title: "Artist Community",
  description: "Tattoo aftercare questions, healing timelines and tips from artists and collectors.",
  alternates: { canonical: "/forum?tab=popular" },
};

export default function PopularForumPage() {
  return <ForumListPage active="popular" />;
}
