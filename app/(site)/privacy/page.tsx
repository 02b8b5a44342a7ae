// The privacy policy, as the owner keeps it in the admin (Policies).
// Prerendered; a save refreshes it within seconds (the "policies" tag).
import { PolicyPage, policyMetadata } from "@/components/policies/policy-page";

export const revalidate = 300;

export const generateMetadata = () => policyMetadata("privacy");

export default function PrivacyPolicyPage() {
  return <PolicyPage policyKey="privacy" />;
}
