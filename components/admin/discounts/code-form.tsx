"use client";
// Creating or editing a discount code: the form checks what is typed with the
// API's own schema (discountCodeSchema) and sends it as typed; the API's
// field messages go beside their fields the same way. An edit is saved with
// the version it was opened at: when another admin saved the code since, the
// form says so and offers the latest version.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/use-toast";
import { checkboxClass, formCardClass, inputClass, prefixedInputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { EMPTY_CODE, termsText, toFormValues, type CodeFormValues } from "@/components/admin/discounts/format";
import { apiFailureFields, apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";
import { ARTIST_SOURCE_LABELS, ARTIST_SOURCES, discountCodeSchema, type DiscountCodeInput } from "@/lib/discounts/admin-schemas";
import type { DiscountCodeJson, DiscountSizeJson, PickableArtistJson } from "@/lib/discounts/admin";

const MARKED = "Not saved. Please correct the marked fields.";
const FAILED = "The code could not be saved. Please try again.";

/** "$" before a money input. */
function Dollars({ control, register }: { control: React.ComponentProps<"input">; register: UseFormRegisterReturn }) {
  return (
    <div className="relative mt-1">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-neutral-600">
        $
      </span>
      <input {...control} {...register} type="text" inputMode="decimal" autoComplete="off" className={prefixedInputClass} />
    </div>
  );
}

const artistKey = (artist: { email: string; source: string }) => `${artist.source}:${artist.email}`;

export function CodeForm({
  editing,
  sizes,
  artists,
  onSaved,
  onCancel,
  loadLatest,
}: {
  /** The code being edited, or null for a new one. */
  editing: DiscountCodeJson | null;
  sizes: DiscountSizeJson[];
  artists: PickableArtistJson[];
  onSaved: (code: DiscountCodeJson) => void;
  onCancel: () => void;
  /** Reads the codes again and gives this one as it is now (null when it is gone). */
  loadLatest: (id: string) => Promise<DiscountCodeJson | null>;
}) {
  const router = useRouter();
  const [base, setBase] = useState(editing);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const form = useForm<DiscountCodeInput, unknown, DiscountCodeInput>({
    resolver: zodResolver(discountCodeSchema, undefined, { raw: true }),
    defaultValues: editing ? toFormValues(editing) : EMPTY_CODE,
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, artistName, artistEmail, artistSource] = useWatch({ control: form.control, name: ["kind", "artistName", "artistEmail", "artistSource"] });
  const id = base ? `code-${base.id}` : "code-new";
  const picked = artists.find((artist) => artist.email === (artistEmail ?? "").trim().toLowerCase() && artist.source === artistSource && artist.name === artistName);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const res = base ? await apiRequest("PATCH", `/api/admin/discounts/${base.id}`, { ...values, version: base.version }) : await apiRequest("POST", "/api/admin/discounts", values);
        const { code } = (await res.json()) as { code: DiscountCodeJson };
        toast({ title: base ? "Code saved" : "Code created", description: `${code.code}: ${termsText(code)}` });
        onSaved(code);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          router.refresh();
          return;
        }
        if (showServerFieldErrors(form.setError, apiFailureFields(error))) {
          setFailure({ message: MARKED, conflict: false });
          return;
        }
        setFailure({ message: apiFailureMessage(error, FAILED), conflict: error instanceof HttpError && error.status === 409 });
      }
    },
    () => setFailure({ message: MARKED, conflict: false }),
  );

  const showLatest = async () => {
    if (!base) return;
    const latest = await loadLatest(base.id).catch(() => undefined);
    if (latest === undefined) {
      setFailure({ message: "The latest version could not be loaded. Please try again.", conflict: true });
      return;
    }
    if (latest === null) {
      setFailure({ message: "This code no longer exists. It may have been deleted.", conflict: false });
      return;
    }
    setBase(latest);
    form.reset(toFormValues(latest));
    setFailure(null);
  };

  const pickArtist = (key: string) => {
    const artist = artists.find((candidate) => artistKey(candidate) === key);
    const values: Pick<CodeFormValues, "artistName" | "artistEmail" | "artistSource"> = artist
      ? { artistName: artist.name, artistEmail: artist.email, artistSource: artist.source }
      : { artistName: "", artistEmail: "", artistSource: "other" };
    for (const [name, value] of Object.entries(values)) form.setValue(name as keyof typeof values, value, { shouldDirty: true });
    form.clearErrors(["artistName", "artistEmail", "artistSource"]);
  };

  const forum = artists.filter((artist) => artist.source === "forum");
  const wholesale = artists.filter((artist) => artist.source === "wholesale");

  return (
    <section aria-labelledby={`${id}-heading`} className={formCardClass}>
      <h2 id={`${id}-heading`} className={sectionHeadingClass}>
        {base ? `Edit ${base.code}` : "New code"}
      </h2>
      <form noValidate className="space-y-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-code`} label="Code" hint="3 to 32 letters, digits, dashes or underscores; shoppers may type it in any case." error={errors.code?.message} announce={false}>
            {(control) => <input {...control} {...form.register("code")} autoComplete="off" spellCheck={false} className={`${inputClass} uppercase`} />}
          </Field>
          <fieldset>
            <legend className="block text-sm font-medium text-neutral-900">Discount</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              <label className="inline-flex items-center gap-2">
                <input type="radio" value="percent" className={checkboxClass} {...form.register("kind")} /> Percentage off
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" value="fixed" className={checkboxClass} {...form.register("kind")} /> Amount off
              </label>
            </div>
            {errors.kind?.message && <p className="mt-1 text-sm text-red-700">{errors.kind.message}</p>}
          </fieldset>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {kind === "fixed" ? (
            <Field id={`${id}-amount`} label="Amount off (USD)" error={errors.amountOff?.message} announce={false}>
              {(control) => <Dollars control={control} register={form.register("amountOff")} />}
            </Field>
          ) : (
            <Field id={`${id}-percent`} label="Percent (%)" hint="A whole number, 1 to 100." error={errors.percentOff?.message} announce={false}>
              {(control) => <input {...control} {...form.register("percentOff")} type="text" inputMode="numeric" autoComplete="off" className={inputClass} />}
            </Field>
          )}
          <Field id={`${id}-minimum`} label="Minimum subtotal (USD)" hint="Empty: any subtotal." error={errors.minSubtotal?.message} announce={false}>
            {(control) => <Dollars control={control} register={form.register("minSubtotal")} />}
          </Field>
          <Field id={`${id}-size`} label="Size" error={errors.productId?.message} announce={false}>
            {(control) => (
              <select {...control} {...form.register("productId")} className={inputClass}>
                <option value="">Every size</option>
                {sizes.map((size) => (
                  <option key={size.id} value={size.id}>
                    {size.size} only
                  </option>
                ))}
                {base?.productId && !sizes.some((size) => size.id === base.productId) && <option value={base.productId}>{base.size ?? base.productId} only (no longer sold)</option>}
              </select>
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-starts`} label="First day" hint="Empty: from now. Days are UTC." error={errors.startsAt?.message} announce={false}>
            {(control) => <input {...control} {...form.register("startsAt")} type="date" className={inputClass} />}
          </Field>
          <Field id={`${id}-ends`} label="Last day" hint="Empty: no end." error={errors.endsAt?.message} announce={false}>
            {(control) => <input {...control} {...form.register("endsAt")} type="date" className={inputClass} />}
          </Field>
          <Field id={`${id}-uses`} label="Total uses" hint="Orders in all; empty: no limit." error={errors.maxUses?.message} announce={false}>
            {(control) => <input {...control} {...form.register("maxUses")} type="text" inputMode="numeric" autoComplete="off" className={inputClass} />}
          </Field>
        </div>
        <div className="flex flex-wrap gap-6">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-neutral-900">
            <input type="checkbox" className={checkboxClass} {...form.register("oncePerCustomer")} /> Once per customer (by e-mail)
          </label>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-neutral-900">
            <input type="checkbox" className={checkboxClass} {...form.register("active")} /> Active (untick to pause)
          </label>
        </div>
        <fieldset className="space-y-3 rounded-lg border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-medium text-neutral-900">Credited to (optional)</legend>
          <Field id={`${id}-pick`} label="Artist or partner" hint="The forum's verified artists and the approved wholesale partners; or type someone else below.">
            {(control) => (
              <select {...control} className={inputClass} value={picked ? artistKey(picked) : ""} onChange={(event) => pickArtist(event.target.value)}>
                <option value="">{artistName || artistEmail ? "Someone else (typed below)" : "No one"}</option>
                {forum.length > 0 && (
                  <optgroup label="Forum artists">
                    {forum.map((artist) => (
                      <option key={artistKey(artist)} value={artistKey(artist)}>
                        {artist.name} · {artist.email}
                      </option>
                    ))}
                  </optgroup>
                )}
                {wholesale.length > 0 && (
                  <optgroup label="Wholesale partners">
                    {wholesale.map((artist) => (
                      <option key={artistKey(artist)} value={artistKey(artist)}>
                        {artist.name} · {artist.email}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${id}-artist-name`} label="Name" error={errors.artistName?.message} announce={false}>
              {(control) => <input {...control} {...form.register("artistName")} autoComplete="off" className={inputClass} />}
            </Field>
            <Field id={`${id}-artist-email`} label="E-mail" error={errors.artistEmail?.message} announce={false}>
              {(control) => <input {...control} {...form.register("artistEmail")} type="email" autoComplete="off" className={inputClass} />}
            </Field>
            <Field id={`${id}-artist-source`} label="From" error={errors.artistSource?.message} announce={false}>
              {(control) => (
                <select {...control} {...form.register("artistSource")} className={inputClass}>
                  {ARTIST_SOURCES.map((source) => (
                    <option key={source} value={source}>
                      {ARTIST_SOURCE_LABELS[source]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        {failure && (
          <Notice tone="error" message={failure.message}>
            {failure.conflict && base && (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <p className="text-red-800">Your changes are still in the form. Loading the latest version replaces them.</p>
                <Button size="sm" variant="outline" onClick={() => void showLatest()}>
                  Load latest version
                </Button>
              </div>
            )}
          </Notice>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : base ? "Save code" : "Create code"}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
