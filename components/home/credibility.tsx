// Credibility: the figures behind the claims, as the owner wrote them in the
// claims block (/admin/content); a figure left empty is not shown (styled by
// .stats in storefront.css).
import type { Claims } from "@/lib/editable-content/schema";
import { credibilityFigures } from "@/lib/editable-content/claims";
import { SectionHeading } from "./section-heading";

export function Credibility({ claims }: { claims: Claims }) {
  const figures = credibilityFigures(claims);
  return (
    <section id="credibility" aria-labelledby="credibility-title" className="section bg-white">
      <div className="wrap">
        <SectionHeading id="credibility-title" eyebrow="Trusted by artists" title="Results you can see, from people who know ink" lead={claims.credibilityLead} />
        {figures.length > 0 && (
          <dl data-scroll-fade className="stats">
            {figures.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
