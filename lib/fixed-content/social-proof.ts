// The social-proof popup's sample buyers (its fixed text) and its timings.
// Whether the popup and the live figures show, and from which source (the
// shop's data, the fixed text, or hidden), is the owner's choice in
// /admin/content (lib/social-proof/sources.ts). None of them ever goes into
// structured data.

export interface PopupSample {
  name: string;
  city: string;
  product: string;
  timeAgo: string;
}

/** The sample buyers the social-proof popup cycles through when its source is the fixed text. */
export const POPUP_SAMPLES: readonly PopupSample[] = [
  { name: "Jessica M.", city: "Austin, TX", product: "4 oz Healing Ointment", timeAgo: "2 minutes ago" },
  { name: "Marcus T.", city: "Portland, OR", product: "1 oz Healing Ointment", timeAgo: "5 minutes ago" },
  { name: "Sofia R.", city: "Miami, FL", product: "4 oz Healing Ointment", timeAgo: "9 minutes ago" },
  { name: "Daniel K.", city: "Chicago, IL", product: "1 oz Healing Ointment", timeAgo: "14 minutes ago" },
  { name: "Aaliyah B.", city: "Atlanta, GA", product: "4 oz Healing Ointment", timeAgo: "21 minutes ago" },
  { name: "Ethan W.", city: "Denver, CO", product: "1 oz Healing Ointment", timeAgo: "32 minutes ago" },
];

/** Popup timings (milliseconds): first after 5 s, then every 15 s, each shown for 4 s. */
export const POPUP_TIMING = { firstAfterMs: 5_000, everyMs: 15_000, visibleForMs: 4_000 } as const;
