"use client";
// Reports a view of a product page for "people viewing now": one beacon with
// no body, no cookie and nothing about the visitor (the server counts the
// visit without keeping the address; lib/social-proof/visits.ts). Renders
// nothing.
import { useEffect } from "react";

export const VISIT_REPORT_URL = "/api/visits";

export function VisitBeacon() {
  useEffect(() => {
    if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(VISIT_REPORT_URL);
  }, []);
  return null;
}
