import { CheckCircle2, Lightbulb, RotateCcw } from "lucide-react";
import clsx from "clsx";
import { Button } from "@/components/ui/button";
import type { HealingResult as Result } from "@/lib/healing/calculator";

/** The estimate: total days, current phase, progress, every phase and the recommendations. */
export function HealingResult({ result, onReset }: { result: Result; onReset: () => void }) {
  const progress = Math.round(result.progress);
  return (
    <section aria-labelledby="result-heading" className="space-y-6">
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
        <h2 id="result-heading" className="text-xl font-semibold text-brand-900">Your Healing Estimate</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-neutral-700">Estimated healing time</dt>
            <dd className="text-3xl font-bold text-brand-900" data-testid="total-days">{result.totalDays} days</dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-700">Current phase</dt>
            <dd className="text-2xl font-bold text-brand-900" data-testid="current-phase">{result.currentPhase}</dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-700">Days since your tattoo</dt>
            <dd className="text-2xl font-bold text-brand-900">{result.elapsedDays}</dd>
          </div>
        </dl>
        <div className="mt-5">
          <div className="flex justify-between text-sm text-neutral-700">
            <span id="progress-label">Healing progress</span>
            <span>{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1 h-3 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
          </div>
        </div>
      </div>

      <div>
        <h2 className="text-xl font-semibold text-neutral-900">Healing Phases</h2>
        <ol className="mt-4 space-y-4" aria-label="Healing phases">
          {result.phases.map((phase) => {
            const current = phase.phase === result.currentPhase;
            return (
              <li
                key={phase.phase}
                aria-current={current ? "step" : undefined}
                className={clsx("rounded-2xl border-l-8 bg-white p-5 shadow-sm", current ? "ring-2 ring-brand-600" : "border border-neutral-200")}
                style={{ borderLeftColor: phase.color }}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-neutral-900">
                    {phase.phase} {current && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">You are here</span>}
                  </h3>
                  <span className="text-sm font-medium text-neutral-700">{phase.days}</span>
                </div>
                <p className="mt-2 text-sm text-neutral-700">{phase.description}</p>
                <ul className="mt-3 space-y-1 text-sm text-neutral-800">
                  {phase.tips.map((tip) => (
                    <li key={tip} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" style={{ color: phase.color }} />
                      {tip}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </div>

      {result.recommendations.length > 0 && (
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900">
            <Lightbulb aria-hidden="true" className="h-5 w-5" /> Recommendations
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-amber-950" aria-label="Recommendations">
            {result.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </div>
      )}

      <Button variant="outline" onClick={onReset}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> Calculate Again
      </Button>
    </section>
  );
}
