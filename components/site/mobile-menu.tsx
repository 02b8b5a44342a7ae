"use client";
// The menu toggle of small screens: it opens the navigation links and closes
// again once a link is chosen.
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { NavLink } from "@/lib/content/navigation";

export function MobileMenu({ sectionLinks, pageLinks }: { sectionLinks: NavLink[]; pageLinks: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const itemClass =
    "block rounded-md px-3 py-3 text-base font-medium text-neutral-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700";

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon name={open ? "x" : "menu"} className="h-6 w-6" />
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-brand-100 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul aria-label="Sections">
          {sectionLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={close} className={itemClass}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <ul aria-label="Pages" className="mt-2 border-t border-neutral-200 pt-2">
          {pageLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={close} className={itemClass}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
