// Key ingredients.
import { Icon } from "@/components/ui/icon";
import { INGREDIENTS } from "@/lib/fixed-content";
import { SectionHeading } from "./section-heading";

export function IngredientsSection() {
  return (
    <section id="ingredients" aria-labelledby="ingredients-title" className="section bg-white">
      <div className="wrap">
        <SectionHeading
          id="ingredients-title"
          eyebrow="100% natural"
          title="Key ingredients"
          lead="Plant butters, oils and botanicals. No petroleum, no parabens, no artificial fragrance."
        />
        <ul className="grid-3">
          {INGREDIENTS.map((ingredient) => (
            <li key={ingredient.name} data-scroll-fade>
              <span>
                <Icon name="sprout" />
              </span>
              <h3>{ingredient.name}</h3>
              <p>{ingredient.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
