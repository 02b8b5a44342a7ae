// /tutorials?season=winter&video=<id> (or ?video=<id> for every season): the
// inline player, with Back to List to that season. Each video's page is
// rendered on its first visit and then served like a prerendered one; a
// published video that is not in the season's list shows the list, as the
// query address did. An address that names no published video (or no season)
// answers 404 before anything renders, and is never kept in the page cache.
import { notFound } from "next/navigation";
import { cache } from "react";
import { TutorialsView, tutorialsMetadata, type TutorialsSeason } from "@/components/tutorials/tutorials-view";
import { isSeason } from "@/lib/tutorials/format";
import { isPublishedTutorial } from "@/lib/tutorials/queries";

// Rendered again at most every 10 s, so a change to the tutorials shows within seconds.
export const revalidate = 10;

type Props = { params: Promise<{ season: string; video: string }> };

export function generateStaticParams(): { season: string; video: string }[] {
  return [];
}

// One read per render, shared by the metadata and the page.
const publishedTutorial = cache((id: string) => isPublishedTutorial(id));

async function seasonAndVideo(params: Props["params"]): Promise<{ season: TutorialsSeason; video: string }> {
  const { season, video } = await params;
  if (season !== "all" && !isSeason(season)) notFound();
  if (!(await publishedTutorial(video))) notFound();
  return { season, video };
}

export async function generateMetadata({ params }: Props) {
  const { season, video } = await seasonAndVideo(params);
  return tutorialsMetadata(season, video);
}

export default async function WatchTutorialPage({ params }: Props) {
  const { season, video } = await seasonAndVideo(params);
  return <TutorialsView season={season} videoId={video} />;
}
