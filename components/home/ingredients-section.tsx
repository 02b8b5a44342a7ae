// Key ingredients.
import { Sprout } from "lucide-react";
import { INGREDIENTS } from "@/lib/content";
import { SectionHeading } from "./section-heading";

export function IngredientsSection() {
  return (
    <section id="ingredients" aria-labelledby="ingredients-title" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="ingredients-title"
          eyebrow="100% natural"
          title="Key ingredients"
          lead="Plant butters, oils and botanicals. No petroleum, no parabens, no artificial fragrance."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {INGREDIENTS.map((ingredient) => (
            <li key={ingredient.name} data-scroll-fade className="rounded-2xl border border-neutral-200 p-6 transition-shadow hover:shadow-md">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Sprout aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{ingredient.name}</h3>
              <p className="mt-2 text-neutral-700">{ingredient.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
