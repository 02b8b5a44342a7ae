// Credibility: the figures behind the claims (styled by .stats in storefront.css).
import { CREDIBILITY_STATS } from "@/lib/fixed-content";
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
        <dl data-scroll-fade className="stats">
          {CREDIBILITY_STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
