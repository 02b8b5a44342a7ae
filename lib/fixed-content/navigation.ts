// The site navigation: in-page sections of the home page and the other pages.

export interface NavLink {
  label: string;
  href: string;
}

/** Sections of the home page, by element id. */
export const HOME_SECTION_LINKS: readonly { label: string; id: string }[] = [
  { label: "Product", id: "product" },
  { label: "Ingredients", id: "ingredients" },
  { label: "How to Use", id: "instructions" },
  { label: "Reviews", id: "testimonials" },
];

export const SHOP_NOW_SECTION_ID = "cta";

export const PAGE_LINKS: readonly NavLink[] = [
  { label: "Community", href: "/forum" },
  { label: "Healing Calculator", href: "/healing-calculator" },
  { label: "Video Tutorials", href: "/tutorials" },
  { label: "Wholesale", href: "/wholesale" },
  { label: "Admin", href: "/admin" },
];

/** A mail draft to the given address, with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
