"use client";

import type * as React from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
