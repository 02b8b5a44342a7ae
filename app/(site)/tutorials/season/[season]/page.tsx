// /tutorials?season=winter: one season's tutorials, one prerendered page per
// season. Its own address answers too, with the query address as canonical.
import { TutorialsView, tutorialsMetadata } from "@/components/tutorials/tutorials-view";
import { SEASONS, type Season } from "@/lib/tutorials/format";

export const revalidate = 10;
export const dynamicParams = false;

type Props = { params: Promise<{ season: Season }> };

export function generateStaticParams() {
  return SEASONS.map((season) => ({ season }));
}

export async function generateMetadata({ params }: Props) {
  return tutorialsMetadata((await params).season);
}

export default async function SeasonTutorialsPage({ params }: Props) {
  return <TutorialsView season={(await params).season} />;
}
