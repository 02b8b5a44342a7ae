import clsx from "clsx";

/** The eyebrow, title and lead text that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  light = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  light?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={clsx("text-sm font-semibold uppercase tracking-widest", light ? "text-brand-100" : "text-brand-600")}>{eyebrow}</p>
      <h2 id={id} className={clsx("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", light ? "text-white" : "text-brand-900")}>
        {title}
      </h2>
      {lead && <p className={clsx("mt-4 text-lg", light ? "text-brand-50" : "text-neutral-700")}>{lead}</p>}
    </div>
  );
}

export const orderButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-[#c2410c] px-8 font-semibold text-white shadow-lg shadow-orange-900/20 transition-colors hover:bg-[#9a3412] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";
