// Social profile buttons. The brand has no public profiles yet, so they lead
// nowhere (spec: social links go nowhere).
import { Icon } from "@/components/ui/icon";

const NETWORKS = [
  ["Instagram", "instagram"],
  ["Facebook", "facebook"],
  ["TikTok", "tiktok"],
  ["YouTube", "youtube"],
] as const;

export function SocialLinks() {
  return (
    <ul aria-label="Social media" className="mt-6 flex gap-3">
      {NETWORKS.map(([name, icon]) => (
        <li key={name}>
          <button
            type="button"
            aria-label={name}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon name={icon} className="[stroke-width:1.8]" />
          </button>
        </li>
      ))}
    </ul>
  );
}
