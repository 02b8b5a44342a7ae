"use client";
// The owner's setting of customer cancellations, one form saved as one (PUT
// /api/admin/accounts/cancel-settings with the version it was loaded at):
// whether customers may cancel their own orders from their account, and
// within how many hours of ordering (0: until a label is bought).
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass, inputClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { typedNumber } from "@/lib/editing/fields";
import { apiRequest } from "@/lib/http/client";
import { CANCEL_WINDOW_MAX_HOURS, cancelSettingsSchema } from "@/lib/account/schemas";
import type { CancelSettingsJson } from "@/lib/account/settings";

interface Values {
  customersMayCancel: boolean;
  cancelWindowHours: string;
}

const SETTINGS_URL = "/api/admin/accounts/cancel-settings";
const toValues = ({ values }: CancelSettingsJson): Values => ({ ...values, cancelWindowHours: String(values.cancelWindowHours) });
const same = (a: Values, b: Values) => a.customersMayCancel === b.customersMayCancel && a.cancelWindowHours.trim() === b.cancelWindowHours.trim();
const schema = z.preprocess((values: Values) => ({ ...values, cancelWindowHours: typedNumber(values.cancelWindowHours) }), cancelSettingsSchema);
const FIELDS = ["customersMayCancel", "cancelWindowHours"];

async function readLatest(): Promise<CancelSettingsJson | null> {
  try {
    return ((await (await apiRequest("GET", SETTINGS_URL)).json()) as { settings: CancelSettingsJson }).settings;
  } catch {
    return null;
  }
}

export function CancelSettingsForm({ settings, onSaved }: { settings: CancelSettingsJson; onSaved: () => void }) {
  const editor = useItemEditor(settings, { schema, toValues, same });
  const { form, errors, busy } = editor;

  const save = editor.submit(async (values) => {
    const res = await apiRequest("PUT", SETTINGS_URL, { version: editor.base.version, values });
    editor.adopt(((await res.json()) as { settings: CancelSettingsJson }).settings);
    onSaved();
    return "Saved.";
  });

  return (
    <form noValidate aria-labelledby="cancel-settings-heading" className={formCardClass} onSubmit={(event) => (busy || !editor.dirty ? event.preventDefault() : void save(event))}>
      <h3 id="cancel-settings-heading" className="font-semibold text-neutral-900">
        Cancelling an order
      </h3>
      <CheckboxField
        id="cancel-settings-allowed"
        label="Customers may cancel their own orders from their account"
        hint="A cancelled order is refunded in full, its tins go back into stock and the customer gets the refund e-mail, as when you cancel it. Once a shipping label is bought, only you can cancel it."
        field={form.register("customersMayCancel")}
        error={editor.fieldError("customersMayCancel")}
      />
      <Field
        id="cancel-settings-hours"
        label="Hours after ordering"
        hint={`0: until a shipping label is bought, whenever that is. Otherwise the customer may cancel within this many hours of ordering (at most ${CANCEL_WINDOW_MAX_HOURS}), and never once a label is bought.`}
        error={editor.fieldError("cancelWindowHours")}
        announce={false}
      >
        {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={CANCEL_WINDOW_MAX_HOURS} step={1} className={`${inputClass} max-w-32`} {...form.register("cancelWindowHours")} />}
      </Field>
      <FormNotices outcome={editor.outcome} errors={errors} fields={FIELDS} loading={editor.loading} onLoadLatest={() => void editor.loadLatest(readLatest, "This setting could not be found. Reload the page.")} />
      <Button type="submit" size="sm" disabled={busy || !editor.dirty}>
        {editor.saving ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
