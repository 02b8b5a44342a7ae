import { CheckCircle2 } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";

const NEXT_STEPS = [
  "We verify your business information",
  "Your account is set up with wholesale pricing",
  "You receive a welcome package with ordering instructions",
  "We introduce you to your dedicated account manager",
];

export function SignupConfirmation({ supportEmail }: { supportEmail: string }) {
  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-16 w-16 text-brand-600" />
      <h2 id="confirmation-heading" className="mt-4 text-3xl font-bold text-brand-900">
        Application Submitted!
      </h2>
      <p className="mt-3 text-neutral-700">
        Thank you for applying. Our wholesale team will review your application and reply within 24-48 hours.
      </p>
      <div className="mt-8 rounded-xl bg-brand-50 p-6 text-left">
        <h3 className="font-semibold text-brand-900">What happens next?</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-neutral-800">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="mt-6 text-sm text-neutral-700">
        Wholesale questions:{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
      <ButtonLink href="/wholesale" variant="outline" className="mt-6">
        Back to Wholesale
      </ButtonLink>
    </section>
  );
}
