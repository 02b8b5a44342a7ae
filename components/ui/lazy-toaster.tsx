"use client";
// The toaster, loaded only when the first toast is raised (or F8 asks for the
// notifications viewport), so pages that never toast don't ship Radix Toast.
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useToast } from "@/components/ui/use-toast";

const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), { ssr: false });

export function LazyToaster() {
  const { toasts } = useToast();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (requested) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") setRequested(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [requested]);

  return requested || toasts.length > 0 ? <Toaster /> : null;
}
