// Returns and refunds: the money-back guarantee as the owner set it (Customer
// accounts → Money-back guarantee: its days, whether the tin comes back)
// above the owner's text (Policies). Prerendered; a save of either refreshes
// it within seconds (the "policies" tag).
import { GuaranteeCard } from "@/components/policies/guarantee-card";
import { PolicyPage, policyMetadata } from "@/components/policies/policy-page";
import { getReturnSettings } from "@/lib/account/return-settings";

export const revalidate = 300;

export const generateMetadata = () => policyMetadata("returns");

export default async function ReturnsPage() {
  return (
    <PolicyPage policyKey="returns">
      <GuaranteeCard settings={await getReturnSettings()} />
    </PolicyPage>
  );
}
