// How to use: the numbered usage steps.
import { USAGE_STEPS } from "@/lib/content";
import { SectionHeading } from "./section-heading";

export function UsageStepsSection() {
  return (
    <section id="instructions" aria-labelledby="instructions-title" className="section bg-brand-50">
      <div className="wrap">
        <SectionHeading id="instructions-title" eyebrow="How to use" title="Four simple steps to a perfect heal" />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {USAGE_STEPS.map((step) => (
            <li key={step.number} data-scroll-fade className="card border-0 shadow-sm">
              <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {step.number}
              </span>
              <h3>
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
