"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { CheckoutFormInput } from "@/lib/orders/checkout-schema";

const FIELDS: { name: keyof CheckoutFormInput; label: string; type?: string; autoComplete: string; wide?: boolean }[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "email", wide: true },
  { name: "fullName", label: "Full Name", autoComplete: "name", wide: true },
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zipCode", label: "ZIP Code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

export function ShippingFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`checkout-${field.name}`}
          className={field.wide ? "sm:col-span-2" : undefined}
          label={
            <>
              {field.label}
              {field.name === "country" && <span className="font-normal text-neutral-500"> (optional)</span>}
            </>
          }
          error={errors[field.name]?.message}
          // The form announces a failed submit once, in its toast.
          announce={false}
          errorTestId={`${field.name}-error`}
        >
          {(control) => (
            <input
              {...control}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              disabled={disabled}
              className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2.5 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600"
              {...register(field.name)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
