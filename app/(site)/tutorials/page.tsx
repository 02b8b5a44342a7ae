// /tutorials: every season. `?season=` and `?video=` addresses are served by
// the pages under season/ and watch/ (lib/tutorials/rewrites.ts); any other
// query (an unknown season, a video that is not a tutorial id) lands here.
import { TutorialsView, tutorialsMetadata } from "@/components/tutorials/tutorials-view";

// Prerendered, and rendered again at most every 10 s, so a change to the tutorials shows within seconds.
export const revalidate = 10;

export function generateMetadata() {
  return tutorialsMetadata("all");
}

export default function TutorialsPage() {
  return <TutorialsView season="all" />;
}
