import Link from "next/link";
import clsx from "clsx";
import type { ForumTab } from "@/lib/forum/format";

const TABS: { tab: ForumTab; label: string; href: string }[] = [
  { tab: "recent", label: "Recent Posts", href: "/forum" },
  { tab: "popular", label: "Popular", href: "/forum?tab=popular" },
];

/** Recent Posts / Popular, each an address of its own. */
export function ForumTabs({ active }: { active: ForumTab }) {
  return (
    <nav aria-label="Post lists" className="flex gap-2 rounded-full bg-neutral-100 p-1">
      {TABS.map(({ tab, label, href }) => (
        <Link
          key={tab}
          href={href}
          aria-current={tab === active ? "page" : undefined}
          className={clsx(
            "flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700",
            tab === active ? "bg-white text-brand-900 shadow-sm" : "text-neutral-700 hover:text-neutral-900",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
