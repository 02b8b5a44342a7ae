"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
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
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        const id = `checkout-${field.name}`;
        return (
          <div key={field.name} className={field.wide ? "sm:col-span-2" : undefined}>
            <label htmlFor={id} className="text-sm font-medium text-neutral-900">
              {field.label}
              {field.name === "country" && <span className="font-normal text-neutral-500"> (optional)</span>}
            </label>
            <input
              id={id}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2.5 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600"
              {...register(field.name)}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${field.name}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
