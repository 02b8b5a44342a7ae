// /tutorials (season "all") and /tutorials?season=winter: the list of every
// season or of one, one prerendered page each (lib/tutorials/rewrites.ts). Its
// own address answers too, with the query address as canonical.
import { TutorialsView, tutorialsMetadata, type TutorialsSeason } from "@/components/tutorials/tutorials-view";
import { SEASONS } from "@/lib/tutorials/format";

// Rendered again at most every 10 s, so a change to the tutorials shows within seconds.
export const revalidate = 10;
export const dynamicParams = false;

type Props = { params: Promise<{ season: TutorialsSeason }> };

export function generateStaticParams(): { season: TutorialsSeason }[] {
  return [{ season: "all" }, ...SEASONS.map((season) => ({ season }))];
}

export async function generateMetadata({ params }: Props) {
  return tutorialsMetadata((await params).season);
}

export default async function SeasonTutorialsPage({ params }: Props) {
  return <TutorialsView season={(await params).season} />;
}
