"use client";
// The menu toggle of small screens: it opens the header's links (its
// children) as a panel and closes it again once a link is chosen. From lg up
// the button is hidden and the links show as a row (.menu in storefront.css).
import { useState } from "react";
import { Icon } from "@/components/ui/icon";

export function MobileMenu({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <div className="lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((value) => !value)}
          className="menu-toggle"
        >
          <Icon name={open ? "x" : "menu"} />
        </button>
      </div>
      {/* A click on any link inside (by mouse, touch or keyboard) closes the panel. */}
      <div
        id="mobile-menu"
        data-open={open || undefined}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
        className="menu"
      >
        {children}
      </div>
    </>
  );
}
