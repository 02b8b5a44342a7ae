// Credibility: the figures behind the claims.
import { CREDIBILITY_STATS } from "@/lib/content";
import { SectionHeading } from "./section-heading";

export function Credibility() {
  return (
    <section id="credibility" aria-labelledby="credibility-title" className="section bg-white">
      <div className="wrap">
        <SectionHeading
          id="credibility-title"
          eyebrow="Trusted by artists"
          title="Results you can see, from people who know ink"
          lead="Tattoo artists rate it 10/10, and 99% of customers would buy it again."
        />
        <dl data-scroll-fade className="mt-12 grid grid-cols-2 gap-4 text-center text-sm font-medium text-neutral-700 lg:grid-cols-4">
          {CREDIBILITY_STATS.map((stat) => (
            <div key={stat.label} className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
              <dt>{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
