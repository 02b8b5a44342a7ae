// Returns and refunds (the 30-day money-back guarantee), as the owner keeps
// them in the admin (Policies). Prerendered; a save refreshes it within
// seconds (the "policies" tag).
import { PolicyPage, policyMetadata } from "@/components/policies/policy-page";

export const revalidate = 300;

export const generateMetadata = () => policyMetadata("returns");

export default function ReturnsPage() {
  return <PolicyPage policyKey="returns" />;
}
