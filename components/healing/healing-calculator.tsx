"use client";

import { useState } from "react";
import { HealingForm } from "@/components/healing/healing-form";
import { HealingResult } from "@/components/healing/healing-result";
import { calculateHealing, type HealingResult as Result } from "@/lib/healing/calculator";

/** The calculator island: the form, then the estimate for today's date (`ointmentTip`: the owner's claim for users of the ointment). */
export function HealingCalculator({ ointmentTip }: { ointmentTip: string }) {
  const [result, setResult] = useState<Result | null>(null);
  if (result) return <HealingResult result={result} onReset={() => setResult(null)} />;
  return <HealingForm onCalculate={(input) => setResult(calculateHealing(input, new Date(), ointmentTip))} />;
}
