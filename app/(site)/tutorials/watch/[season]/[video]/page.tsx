// /tutorials?season=winter&video=<id> (or ?video=<id> for every season): the
// inline player, with Back to List to that season. Each video's page is
// rendered on its first visit and then served like a prerendered one; an id
// that is not in the season's list shows the list, as the query address did.
import { notFound } from "next/navigation";
import { TutorialsView, tutorialsMetadata, type TutorialsSeason } from "@/components/tutorials/tutorials-view";
import { isSeason } from "@/lib/tutorials/format";

// Rendered again at most every 10 s, so a change to the tutorials shows within seconds.
export const revalidate = 10;

type Props = { params: Promise<{ season: string; video: string }> };

export function generateStaticParams(): { season: string; video: string }[] {
  return [];
}

async function seasonAndVideo(params: Props["params"]): Promise<{ season: TutorialsSeason; video: string }> {
  const { season, video } = await params;
  if (season !== "all" && !isSeason(season)) notFound();
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
