// Social profile buttons. The brand has no public profiles yet, so they lead
// nowhere (spec: social links go nowhere). Styled by .social in storefront.css.
import { Icon } from "@/components/ui/icon";

const NETWORKS = [
  ["Instagram", "instagram"],
  ["Facebook", "facebook"],
  ["TikTok", "tiktok"],
  ["YouTube", "youtube"],
] as const;

export function SocialLinks() {
  return (
    <ul aria-label="Social media" className="social">
      {NETWORKS.map(([name, icon]) => (
        <li key={name}>
          <button type="button" aria-label={name}>
            <Icon name={icon} />
          </button>
        </li>
      ))}
    </ul>
  );
}
