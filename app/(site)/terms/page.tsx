// The terms of service (sale, forum rules, DMCA), as the owner keeps them in
// the admin (Policies). Prerendered; a save refreshes it within seconds (the
// "policies" tag).
import { PolicyPage, policyMetadata } from "@/components/policies/policy-page";

export const revalidate = 300;

export const generateMetadata = () => policyMetadata("terms");

export default function TermsPage() {
  return <PolicyPage policyKey="terms" />;
}
