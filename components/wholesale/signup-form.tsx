"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import clsx from "clsx";
import { Button } from "@/components/ui/button";
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

const inputClass = (invalid: boolean) =>
  clsx(
    "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 shadow-sm",
    "focus:outline-none focus:ring-2 focus:ring-brand-600",
    invalid ? "border-red-600" : "border-neutral-300",
  );

function Field({
  id,
  label,
  error,
  showError = false,
  children,
}: {
  id: string;
  label: string;
  error?: { message?: string };
  showError?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children}
      {/* The spec shows messages inline for six fields only; the others are marked invalid. */}
      {showError && error?.message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

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

  const a = (name: keyof typeof errors, shown = false) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": shown && errors[name] ? `${name}-error` : undefined,
  });
  const address = errors.businessAddress;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-8" aria-label="Wholesale application">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-brand-900">Business Information</legend>
        <Field id="businessName" label="Business Name *" error={errors.businessName} showError>
          <input id="businessName" autoComplete="organization" className={inputClass(!!errors.businessName)} {...a("businessName", true)} {...register("businessName")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="businessType" label="Business Type *" error={errors.businessType} showError>
            <select id="businessType" defaultValue="" className={inputClass(!!errors.businessType)} {...a("businessType", true)} {...register("businessType")}>
              <option value="" disabled>
                Select business type
              </option>
              {BUSINESS_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="yearsInBusiness" label="Years in Business" error={errors.yearsInBusiness}>
            <input id="yearsInBusiness" type="number" inputMode="numeric" min={0} max={100} className={inputClass(!!errors.yearsInBusiness)} {...a("yearsInBusiness")} {...register("yearsInBusiness")} />
          </Field>
          <Field id="taxId" label="Tax ID (EIN)" error={errors.taxId}>
            <input id="taxId" className={inputClass(!!errors.taxId)} {...a("taxId")} {...register("taxId")} />
          </Field>
          <Field id="website" label="Website" error={errors.website}>
            <input id="website" type="url" placeholder="https://" autoComplete="url" className={inputClass(!!errors.website)} {...a("website")} {...register("website")} />
          </Field>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-brand-900">Contact</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contactName" label="Contact Name *" error={errors.contactName} showError>
            <input id="contactName" autoComplete="name" className={inputClass(!!errors.contactName)} {...a("contactName", true)} {...register("contactName")} />
          </Field>
          <Field id="phone" label="Phone *" error={errors.phone} showError>
            <input id="phone" type="tel" autoComplete="tel" className={inputClass(!!errors.phone)} {...a("phone", true)} {...register("phone")} />
          </Field>
        </div>
        <Field id="email" label="Email *" error={errors.email} showError>
          <input id="email" type="email" autoComplete="email" className={inputClass(!!errors.email)} {...a("email", true)} {...register("email")} />
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-brand-900">Business Address</legend>
        <Field id="street" label="Street Address *">
          <input id="street" autoComplete="street-address" aria-invalid={address?.street ? true : undefined} className={inputClass(!!address?.street)} {...register("businessAddress.street")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="city" label="City *">
            <input id="city" autoComplete="address-level2" aria-invalid={address?.city ? true : undefined} className={inputClass(!!address?.city)} {...register("businessAddress.city")} />
          </Field>
          <Field id="state" label="State *">
            <input id="state" autoComplete="address-level1" aria-invalid={address?.state ? true : undefined} className={inputClass(!!address?.state)} {...register("businessAddress.state")} />
          </Field>
          <Field id="zipCode" label="ZIP Code *">
            <input id="zipCode" autoComplete="postal-code" inputMode="numeric" aria-invalid={address?.zipCode ? true : undefined} className={inputClass(!!address?.zipCode)} {...register("businessAddress.zipCode")} />
          </Field>
        </div>
        <Field id="country" label="Country">
          <input id="country" autoComplete="country-name" className={inputClass(false)} {...register("businessAddress.country")} />
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-brand-900">Order Details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="packageTier" label="Package *" error={errors.packageTier}>
            <select id="packageTier" className={inputClass(!!errors.packageTier)} {...a("packageTier")} {...register("packageTier")}>
              <option value="">Select a package</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="estimatedMonthlyVolume" label="Estimated Monthly Volume (units) *" error={errors.estimatedMonthlyVolume} showError>
            <input id="estimatedMonthlyVolume" type="number" inputMode="numeric" min={1} className={inputClass(!!errors.estimatedMonthlyVolume)} {...a("estimatedMonthlyVolume", true)} {...register("estimatedMonthlyVolume")} />
          </Field>
        </div>
        <Field id="referralSource" label="How did you hear about us?">
          <input id="referralSource" className={inputClass(false)} {...register("referralSource")} />
        </Field>
        <Field id="notes" label="Additional Notes">
          <textarea id="notes" rows={4} className={clsx(inputClass(false), "min-h-[100px]")} {...register("notes")} />
        </Field>
      </fieldset>

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Submitting Application..." : "Submit Application"}
      </Button>
    </form>
  );
}
