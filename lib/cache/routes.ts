// The shop's dynamic page routes by the name Next.js stores their pages
// under: the folder path under app/, route groups included. A refresh of
// every page of a route (revalidatePath(route, "page")) matches this name
// only: the visible pattern without its group (/forum/category/[slug])
// matches nothing, and the pages would wait for their revalidate period.
export const PAGE_ROUTES = {
  forumCategory: "/(site)/forum/category/[slug]",
  forumPost: "/(site)/forum/post/[id]",
  tutorialWatch: "/(site)/tutorials/watch/[season]/[video]",
} as const;

export type PageRoute = (typeof PAGE_ROUTES)[keyof typeof PAGE_ROUTES];
