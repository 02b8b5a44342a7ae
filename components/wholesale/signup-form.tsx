"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import clsx from "clsx";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/http/client";
import {
  BUSINESS_TYPES,
  wholesaleApplicationSchema,
  type PackageTier,
  type WholesaleApplication,
  type WholesaleApplicationInput,
} from "@/lib/wholesale/schema";
import { SignupConfirmation } from "./signup-confirmation";

export interface PackageOption {
  id: PackageTier;
  label: string;
}

// The border turns red on an invalid field (the Field marks it aria-invalid).
const inputClass =
  "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600";

export function WholesaleSignupForm({
  packages,
  initialPackage,
  supportEmail,
}: {
  packages: PackageOption[];
  initialPackage?: PackageTier;
  supportEmail: string;
}) {
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WholesaleApplicationInput, unknown, WholesaleApplication>({
    resolver: zodResolver(wholesaleApplicationSchema),
    defaultValues: {
      businessName: "",
      contactName: "",
      email: "",
      phone: "",
      businessAddress: { street: "", city: "", state: "", zipCode: "", country: "United States" },
      taxId: "",
      website: "",
      referralSource: "",
      packageTier: initialPackage,
      notes: "",
    },
  });

  async function onSubmit(values: WholesaleApplication) {
    try {
      await apiRequest("POST", "/api/wholesale/applications", values);
      setSubmitted(true);
      toast({
        title: "Application Submitted!",
        description: "We'll review your application and get back to you within 24-48 hours.",
      });
    } catch {
      toast({
        variant: "destructive",
        title: "Submission Failed",
        description: `Please try again or contact us at ${supportEmail}`,
      });
    }
  }

  if (submitted) return <SignupConfirmation supportEmail={supportEmail} />;

  // Messages are shown inline for six fields only; the others are just marked invalid.
  const address = errors.businessAddress;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Wholesale application">
      <HydratedFieldset className="space-y-8">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand-900">Business Information</legend>
          <Field id="businessName" label="Business Name *" error={errors.businessName?.message}>
            {(control) => <input {...control} autoComplete="organization" className={inputClass} {...register("businessName")} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="businessType" label="Business Type *" error={errors.businessType?.message}>
              {(control) => (
                <select {...control} defaultValue="" className={inputClass} {...register("businessType")}>
                  <option value="" disabled>
                    Select business type
                  </option>
                  {BUSINESS_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="yearsInBusiness" label="Years in Business" invalid={!!errors.yearsInBusiness}>
              {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={100} className={inputClass} {...register("yearsInBusiness")} />}
            </Field>
            <Field id="taxId" label="Tax ID (EIN)" invalid={!!errors.taxId}>
              {(control) => <input {...control} className={inputClass} {...register("taxId")} />}
            </Field>
            <Field id="website" label="Website" invalid={!!errors.website}>
              {(control) => <input {...control} type="url" placeholder="https://" autoComplete="url" className={inputClass} {...register("website")} />}
            </Field>
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand-900">Contact</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="contactName" label="Contact Name *" error={errors.contactName?.message}>
              {(control) => <input {...control} autoComplete="name" className={inputClass} {...register("contactName")} />}
            </Field>
            <Field id="phone" label="Phone *" error={errors.phone?.message}>
              {(control) => <input {...control} type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />}
            </Field>
          </div>
          <Field id="email" label="Email *" error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="email" className={inputClass} {...register("email")} />}
          </Field>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand-900">Business Address</legend>
          <Field id="street" label="Street Address *" invalid={!!address?.street}>
            {(control) => <input {...control} autoComplete="street-address" className={inputClass} {...register("businessAddress.street")} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="city" label="City *" invalid={!!address?.city}>
              {(control) => <input {...control} autoComplete="address-level2" className={inputClass} {...register("businessAddress.city")} />}
            </Field>
            <Field id="state" label="State *" invalid={!!address?.state}>
              {(control) => <input {...control} autoComplete="address-level1" className={inputClass} {...register("businessAddress.state")} />}
            </Field>
            <Field id="zipCode" label="ZIP Code *" invalid={!!address?.zipCode}>
              {(control) => <input {...control} autoComplete="postal-code" inputMode="numeric" className={inputClass} {...register("businessAddress.zipCode")} />}
            </Field>
          </div>
          <Field id="country" label="Country">
            {(control) => <input {...control} autoComplete="country-name" className={inputClass} {...register("businessAddress.country")} />}
          </Field>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand-900">Order Details</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="packageTier" label="Package *" invalid={!!errors.packageTier}>
              {(control) => (
                <select {...control} className={inputClass} {...register("packageTier")}>
                  <option value="">Select a package</option>
                  {packages.map((pkg) => (
                    <option key={pkg.id} value={pkg.id}>
                      {pkg.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="estimatedMonthlyVolume" label="Estimated Monthly Volume (units) *" error={errors.estimatedMonthlyVolume?.message}>
              {(control) => <input {...control} type="number" inputMode="numeric" min={1} className={inputClass} {...register("estimatedMonthlyVolume")} />}
            </Field>
          </div>
          <Field id="referralSource" label="How did you hear about us?">
            {(control) => <input {...control} className={inputClass} {...register("referralSource")} />}
          </Field>
          <Field id="notes" label="Additional Notes">
            {(control) => <textarea {...control} rows={4} className={clsx(inputClass, "min-h-[100px]")} {...register("notes")} />}
          </Field>
        </fieldset>

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Submitting Application..." : "Submit Application"}
        </Button>
      </HydratedFieldset>
    </form>
  );
}
