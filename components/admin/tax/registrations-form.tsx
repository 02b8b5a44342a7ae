"use client";
// The states the shop is registered in: a box per state (with its base rate),
// saved as one list (PUT /api/admin/tax/registrations) and checked with that
// API's schema. None are ticked by default, and then no tax is charged.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/use-toast";
import { checkboxClass } from "@/components/admin/editing/styles";
import { dataDate, percent } from "@/components/admin/tax/format";
import { apiFailureFields, apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";
import { formatDate } from "@/lib/format/dates";
import { taxRegistrationsSchema, type TaxRegistrationsJson } from "@/lib/tax/schemas";

const registeredCodes = (data: TaxRegistrationsJson) => data.states.filter((state) => state.registered).map((state) => state.code);

export function RegistrationsForm({ data, onSaved }: { data: TaxRegistrationsJson; onSaved: (saved: TaxRegistrationsJson) => void }) {
  const router = useRouter();
  const form = useForm<z.input<typeof taxRegistrationsSchema>>({
    resolver: zodResolver(taxRegistrationsSchema, undefined, { raw: true }),
    defaultValues: { states: registeredCodes(data) },
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const registered = registeredCodes(data);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const res = await apiRequest("PUT", "/api/admin/tax/registrations", { states: values.states });
        const saved = (await res.json()) as TaxRegistrationsJson;
        const now = registeredCodes(saved);
        form.reset({ states: now });
        onSaved(saved);
        toast({
          title: "Registrations saved",
          description: now.length ? `Sales tax is charged in ${now.join(", ")}.` : "No state is registered: no sales tax is charged.",
        });
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          router.refresh();
          return;
        }
        const fields = apiFailureFields(error);
        setFailure(fields ? Object.values(fields)[0] : apiFailureMessage(error, "The registrations could not be saved. Try again."));
      }
    },
    () => setFailure(null),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="registrations-heading">Where the shop is registered</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {data.calculator === "stripe" ? (
          <Notice
            tone="warning"
            role="status"
            message="Stripe Tax computes the checkout's tax (STRIPE_TAX=1): it charges tax in the states the shop is registered in on Stripe's Dashboard (Tax → Registrations), at the full rate of each address. The boxes below are not used while Stripe Tax is on."
          />
        ) : (
          <Notice
            tone="info"
            message={
              registered.length === 0
                ? "No state is registered (the default), so the shop charges no sales tax. Tick a state once the shop is registered with its tax authority: checkout then adds the state's base rate for addresses there."
                : `Checkout adds the state's base rate for addresses in ${registered.join(", ")}; no tax elsewhere. None are registered by default.`
            }
          />
        )}
        <p className="text-neutral-700">
          Base (statewide) rates as of {dataDate(data.ratesAsOf)}; county and city rates are not included (a shop that must collect them uses Stripe
          Tax). Source: {data.ratesSource}.
        </p>
        <form noValidate aria-labelledby="registrations-heading" onSubmit={submit} className="space-y-4">
          <fieldset>
            <legend className="sr-only">Registered states</legend>
            <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
              {data.states.map((state) => (
                <li key={state.code}>
                  <label className="flex items-start gap-2 rounded-lg px-2 py-1.5 hover:bg-neutral-50">
                    <input type="checkbox" value={state.code} className={`${checkboxClass} mt-0.5`} {...form.register("states")} />
                    <span className="min-w-0">
                      <span className="font-medium text-neutral-900">{state.name}</span>{" "}
                      <span className="text-neutral-600">
                        {state.code} · {state.ratePercent > 0 ? percent(state.ratePercent) : "no state sales tax"}
                      </span>
                      {state.registered && state.registeredAt && (
                        <span className="block text-xs text-neutral-600">
                          <Badge tone="success">Registered</Badge> since {formatDate(state.registeredAt)}
                          {state.registeredBy ? ` by ${state.registeredBy}` : ""}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Notice tone="error" message={failure ?? errors.states?.message ?? errors.states?.root?.message} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" disabled={!isDirty || isSubmitting}>
              {isSubmitting ? "Saving…" : "Save registrations"}
            </Button>
            {isDirty && (
              <Button type="button" variant="ghost" size="sm" disabled={isSubmitting} onClick={() => form.reset({ states: registered })}>
                Undo changes
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
