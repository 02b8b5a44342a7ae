"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Calculator } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import {
  AFTERCARE_OPTIONS,
  AGE_OPTIONS,
  LIFESTYLE_OPTIONS,
  PLACEMENT_OPTIONS,
  SIZE_OPTIONS,
  SKIN_TYPE_OPTIONS,
  STYLE_OPTIONS,
} from "@/lib/healing/options";
import { healingInputSchema, type HealingFormValues, type HealingInput } from "@/lib/healing/schema";

const EMPTY: HealingFormValues = {
  tattooDate: "",
  size: "" as HealingFormValues["size"],
  placement: "" as HealingFormValues["placement"],
  style: "",
  aftercareProduct: "",
  skinType: "",
  age: "",
  lifestyle: "",
};

const selectClasses =
  "mt-1 block h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

/** The calculator's form: Calculate stays disabled until date, size and placement are chosen. */
export function HealingForm({ onCalculate }: { onCalculate: (input: HealingInput) => void }) {
  const { register, handleSubmit, control } = useForm<HealingFormValues, unknown, HealingInput>({
    resolver: zodResolver(healingInputSchema),
    defaultValues: EMPTY,
  });
  const [tattooDate, size, placement] = useWatch({ control, name: ["tattooDate", "size", "placement"] });
  const ready = Boolean(tattooDate && size && placement);

  // An impossible date fails the schema, and then nothing happens.
  return (
    <form onSubmit={handleSubmit(onCalculate)} noValidate>
      <HydratedFieldset className="grid gap-5 sm:grid-cols-2">
        <Field
          id="tattooDate"
          className="sm:col-span-2"
          label={
            <>
              When did you get your tattoo? <span aria-hidden="true">*</span>
            </>
          }
        >
          {(control) => <input {...control} type="date" required className={selectClasses} {...register("tattooDate")} />}
        </Field>
        <Choice id="size" label="Tattoo size" required options={SIZE_OPTIONS} register={register} />
        <Choice id="placement" label="Placement" required options={PLACEMENT_OPTIONS} register={register} />
        <Choice id="style" label="Tattoo style" options={STYLE_OPTIONS} register={register} />
        <Choice id="aftercareProduct" label="Aftercare product" options={AFTERCARE_OPTIONS} register={register} />
        <Choice id="skinType" label="Skin type" options={SKIN_TYPE_OPTIONS} register={register} />
        <Choice id="age" label="Age range" options={AGE_OPTIONS} register={register} />
        <Choice id="lifestyle" label="Lifestyle" options={LIFESTYLE_OPTIONS} register={register} />
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" size="lg" disabled={!ready} className="w-full sm:w-auto">
            <Calculator aria-hidden="true" className="h-5 w-5" /> Calculate Healing Time
          </Button>
        </div>
      </HydratedFieldset>
    </form>
  );
}

function Choice({
  id,
  label,
  required,
  options,
  register,
}: {
  id: Exclude<keyof HealingFormValues, "tattooDate">;
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  register: ReturnType<typeof useForm<HealingFormValues, unknown, HealingInput>>["register"];
}) {
  return (
    <Field
      id={id}
      label={
        <>
          {label} {required && <span aria-hidden="true">*</span>}
        </>
      }
    >
      {(control) => (
        <select {...control} required={required} className={selectClasses} {...register(id)}>
          <option value="">{required ? "Choose..." : "Not sure / skip"}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
