"use client";
import { useEffect } from "react";

export const ANALYTICS_MISSING_WARNING =
  "Google Analytics is off: NEXT_PUBLIC_GA_MEASUREMENT_ID (the GA4 measurement ID) is not set.";

let warned = false;

export function AnalyticsMissingWarning() {
  useEffect(() => {
    if (warned) return;
    warned = true;
    console.warn(ANALYTICS_MISSING_WARNING);
  }, []);
  return null;
}
