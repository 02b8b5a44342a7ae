// Parts of a long server-rendered page that React hydrates one after the
// other, after the rest of the page, each in a render and a commit of its own.
//
// React leaves an <Activity> boundary of server HTML as it is while it
// hydrates the page around it, and hydrates it afterwards at low priority (a
// click inside it first hydrates it at once, then is handled). Each boundary
// here holds one part and the boundary of the next part, which React finds
// still waiting once it has hydrated the first: the parts hydrate in turn.
// An Activity boundary (always visible here) adds no element to the page,
// only comments, and unlike a Suspense boundary it is never streamed apart
// from the page: a prerendered page's HTML keeps every part in its place,
// also for a reader without JavaScript.
//
// Why: hydrating the whole home page committed in one task of 15-19 ms on
// this machine (60 ms or more on a phone, a fourth of its speed), which
// Lighthouse counts as blocking time; one section at a time commits in a
// few milliseconds.
import { Activity, Children, type ReactNode } from "react";

export function HydrateInTurn({ children }: { children: ReactNode }) {
  return Children.toArray(children).reduceRight<ReactNode>(
    (later, part) => (
      <Activity>
        {part}
        {later}
      </Activity>
    ),
    null,
  );
}
