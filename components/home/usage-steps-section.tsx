// How to use: the numbered usage steps.
import { USAGE_STEPS } from "@/lib/content";
import { SectionHeading } from "./section-heading";

export function UsageStepsSection() {
  return (
    <section id="instructions" aria-labelledby="instructions-title" className="scroll-mt-20 bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="instructions-title" eyebrow="How to use" title="Four simple steps to a perfect heal" />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {USAGE_STEPS.map((step) => (
            <li key={step.number} data-scroll-fade className="rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {step.number}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-neutral-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
