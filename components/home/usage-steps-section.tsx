// How to use: the numbered usage steps.
import { USAGE_STEPS } from "@/lib/fixed-content";
import { SectionHeading } from "./section-heading";

export function UsageStepsSection() {
  return (
    <section id="instructions" aria-labelledby="instructions-title" className="section bg-brand-50">
      <div className="wrap">
        <SectionHeading id="instructions-title" eyebrow="How to use" title="Four simple steps to a perfect heal" />
        <ol className="steps">
          {USAGE_STEPS.map((step) => (
            <li key={step.number} data-scroll-fade>
              <span aria-hidden="true">{step.number}</span>
              <h3>
                <span className="sr-only">{`Step ${step.number}: `}</span>
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
