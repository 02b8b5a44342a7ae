"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Tracking number input: trimmed, and an empty value is not submitted. */
export function TrackForm({ initialNumber = "" }: { initialNumber?: string }) {
  const router = useRouter();
  const [value, setValue] = useState(initialNumber);
  return (
    <form
      action="/track"
      method="get"
      role="search"
      aria-label="Track an order"
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const number = value.trim();
        if (!number) return;
        router.push(`/track?number=${encodeURIComponent(number)}`);
      }}
    >
      <label htmlFor="tracking-number" className="sr-only">
        Tracking number
      </label>
      <input
        id="tracking-number"
        name="number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Enter your tracking number"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        className="h-12 rounded-full border border-neutral-300 bg-white px-5 text-base shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 sm:flex-1"
      />
      <Button type="submit" size="lg" className="h-12">
        <Search aria-hidden="true" className="h-5 w-5" /> Track Order
      </Button>
    </form>
  );
}
