// A section of the storefront content page: a region named by its heading.
import { sectionHeadingClass } from "@/components/admin/editing/styles";

export function ContentSection({
  id,
  title,
  intro,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  /** Lets the section move focus to its heading (when the item focus was on is deleted). */
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={`${sectionHeadingClass} focus:outline-none`}>
          {title}
        </h2>
        {intro && <div className="mt-1 text-sm text-neutral-700">{intro}</div>}
      </div>
      {children}
    </section>
  );
}
