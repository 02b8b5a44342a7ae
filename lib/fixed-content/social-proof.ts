// The live-style indicators: the switch, the popup's sample buyers and its
// timings. Their figures (people viewing, percent sold, orders this week) are
// display text the owner edits in /admin/content, not measurements: they
// never go into structured data.

/**
 * The one switch for the live-style indicators (people viewing, stock sold,
 * the sample-buyer popup). Set to false to hide all of them.
 */
export const SHOW_LIVE_INDICATORS = true;

export interface PopupSample {
  name: string;
  city: string;
  product: string;
  timeAgo: string;
}

/** The sample buyers the social-proof popup cycles through. */
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
