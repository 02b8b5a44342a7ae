// An icon from the storefront's sprite (lib/ui/icons.ts): a few bytes of
// markup per use; its size comes from the class (1.25rem by default) and its
// colour from the text colour. Always decorative: the text next to it names it.
import type { IconName } from "@/lib/ui/icons";

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
