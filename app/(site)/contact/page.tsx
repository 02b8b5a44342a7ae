// How to reach the business: the support e-mail, the phone and postal address
// (the admin's Business details) above the owner's text. Prerendered; a save
// refreshes it within seconds (the "policies" tag).
import { ContactDetails } from "@/components/policies/contact-details";
import { PolicyPage, policyMetadata } from "@/components/policies/policy-page";
import { getBusinessDetails } from "@/lib/editable-content/policies";
import { getSite } from "@/lib/site";

export const revalidate = 300;

export const generateMetadata = () => policyMetadata("contact");

export default async function ContactPage() {
  return (
    <PolicyPage policyKey="contact">
      <ContactDetails business={await getBusinessDetails()} supportEmail={getSite().supportEmail} />
    </PolicyPage>
  );
}
