/** The eyebrow, title and lead text that open a section (styled by `.head` in storefront.css). */
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
    <div className={light ? "head head-light" : "head"}>
      <p>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
    </div>
  );
}
