// Customer and artist reviews shown on the home page and the USA landing page.

export interface Review {
  name: string;
  /** A photo path, or null to show the reviewer's initials. */
  image: string | null;
  text: string;
  isArtist: boolean;
  /** The artist's title; artists only. */
  title?: string;
}

export const REVIEWS: readonly Review[] = [
  {
    name: "Mike Rodriguez",
    image: null,
    isArtist: true,
    title: "Tattoo Artist, 12 years",
    text: "I send every client home with a tin now. Color work settles in days sooner and I see far fewer touch-ups.",
  },
  {
    name: "Sarah Chen",
    image: null,
    isArtist: false,
    text: "My sleeve healed faster than any of my other tattoos. No itching, no heavy scabs, and the colors are bright.",
  },
  {
    name: "Jenna Walsh",
    image: null,
    isArtist: true,
    title: "Studio Owner, Ink & Iron",
    text: "We tried every balm on the market. This is the one our whole studio recommends: clean ingredients, great results.",
  },
  {
    name: "David Thompson",
    image: null,
    isArtist: false,
    text: "Light, not greasy, and it actually absorbs. The peeling stage was over before I knew it.",
  },
  {
    name: "Emily Parker",
    image: null,
    isArtist: false,
    text: "I have sensitive skin and petroleum products always broke me out. This was gentle from day one.",
  },
  {
    name: "Carlos Mendez",
    image: null,
    isArtist: true,
    title: "Fine Line Specialist",
    text: "Fine line work needs gentle aftercare. Lines stay sharp and the skin stays calm. My clients love it.",
  },
  {
    name: "Ashley Brooks",
    image: null,
    isArtist: false,
    text: "Shipping was free and quick, and the 4 oz tin lasted through two tattoos. Great value.",
  },
  {
    name: "Tyler Nguyen",
    image: null,
    isArtist: false,
    text: "My back piece was healed in under three weeks. I'm never going back to drugstore ointment.",
  },
  {
    name: "Rachel Kim",
    image: null,
    isArtist: true,
    title: "Realism Artist, 8 years",
    text: "Realism lives or dies in the healing. This keeps the skin moist without suffocating it. Highly recommended.",
  },
  {
    name: "Brandon Lee",
    image: null,
    isArtist: false,
    text: "Smells great, a little goes a long way, and my tattoo barely itched. Five stars.",
  },
];

/** Initials for a reviewer without a photo: "Sarah Chen" → "SC". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
