// The shipping policy: the shop's one delivery promise (the admin's Delivery
// promise) above the owner's text. Prerendered; a save refreshes it within
// seconds (the "policies" tag).
import { DeliveryPromiseCard } from "@/components/policies/delivery-promise";
import { PolicyPage, policyMetadata } from "@/components/policies/policy-page";
import { getDeliveryPromise } from "@/lib/editable-content/policies";

export const revalidate = 300;

export const generateMetadata = () => policyMetadata("shipping");

export default async function ShippingPolicyPage() {
  return (
    <PolicyPage policyKey="shipping">
      <DeliveryPromiseCard promise={await getDeliveryPromise()} />
    </PolicyPage>
  );
}
