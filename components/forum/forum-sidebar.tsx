import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ACTIVE_ARTISTS } from "@/lib/forum/format";
import type { ForumCategoryJson } from "@/lib/forum/posts";

/** The Categories (each a link to its list) and Community Stats panels beside the post list. */
export function ForumSidebar({ categories, totalPosts, activeSlug }: { categories: ForumCategoryJson[]; totalPosts: number; activeSlug?: string }) {
  return (
    <aside className="space-y-6" aria-label="Forum information">
      <Card>
        <CardHeader>
          <CardTitle>Categories</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {categories.map((category) => (
              <li key={category.id} className="flex items-start gap-3">
                <span aria-hidden="true" className="mt-1.5 h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: category.color }} />
                <div className="min-w-0">
                  <p className="font-medium text-neutral-900">
                    <Link
                      href={`/forum/category/${category.slug}`}
                      aria-current={category.slug === activeSlug ? "page" : undefined}
                      className="text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:text-brand-900 hover:decoration-current focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:font-bold aria-[current=page]:decoration-current"
                    >
                      {category.name}
                    </Link>{" "}
                    <span className="text-sm font-normal text-neutral-600">({category.postCount})</span>
                  </p>
                  <p className="text-sm text-neutral-600">{category.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Community Stats</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2" aria-label="Community Stats">
            <Stat label="Total Posts" value={totalPosts} />
            <Stat label="Categories" value={categories.length} />
            <Stat label="Active Artists" value={ACTIVE_ARTISTS} />
          </dl>
        </CardContent>
      </Card>
    </aside>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between">
      <dt className="text-neutral-700">{label}</dt>
      <dd className="font-semibold text-neutral-900">{value}</dd>
    </div>
  );
}
