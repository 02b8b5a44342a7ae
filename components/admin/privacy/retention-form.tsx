"use client";
// The owner's retention setting: how many days after delivery an order's
// photo is kept (PUT /api/admin/privacy/retention with the version it was
// opened at, checked with that API's schema). A conflict offers the latest
// version; every save is in the change log.
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass, inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { typedNumber } from "@/lib/editing/fields";
import { readJson } from "@/lib/http/read";
import { apiRequest } from "@/lib/http/client";
import { retentionSettingsSchema } from "@/lib/privacy/schema";
import type { RetentionJson } from "@/lib/privacy/admin";

const RETENTION_URL = "/api/admin/privacy/retention";

type Values = { orderPhotoDays: string };
const toValues = (block: RetentionJson): Values => ({ orderPhotoDays: String(block.values.orderPhotoDays) });
const same = (a: Values, b: Values) => a.orderPhotoDays.trim() === b.orderPhotoDays.trim();
const formSchema = z.preprocess((typed: Values) => ({ orderPhotoDays: typedNumber(typed.orderPhotoDays) }), retentionSettingsSchema);

export function RetentionForm({ initial }: { initial: RetentionJson }) {
  const editor = useItemEditor(initial, { schema: formSchema as unknown as z.ZodType<z.infer<typeof retentionSettingsSchema>, Values>, toValues, same });
  const { form, errors, busy } = editor;

  const save = editor.submit(async (values) => {
    const res = await apiRequest("PUT", RETENTION_URL, { version: editor.base.version, values });
    editor.adopt((await res.json()) as RetentionJson);
    return "Saved.";
  });

  const loadLatest = () =>
    editor.loadLatest(() => readJson<RetentionJson>(RETENTION_URL), "The setting could not be found. Reload the page.");

  return (
    <form noValidate aria-labelledby="retention-heading" className={formCardClass} onSubmit={(event) => (busy || !editor.dirty ? event.preventDefault() : void save(event))}>
      <h2 id="retention-heading" className={sectionHeadingClass}>
        How long data is kept
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-neutral-700">
        <li>E-mails the shop sent (and their files in the outbox) are deleted after 90 days.</li>
        <li>An order&apos;s photo is deleted the number of days below after delivery (or after the order was cancelled or refunded without being delivered). The order itself stays.</li>
      </ul>
      <Field id="retention-orderPhotoDays" label="Keep order photos for (days after delivery)" error={errors.orderPhotoDays?.message} announce={false}>
        {(control) => <input {...control} type="number" inputMode="numeric" step={1} min={1} className={`${inputClass} max-w-40`} {...form.register("orderPhotoDays")} />}
      </Field>
      <FormNotices outcome={editor.outcome} errors={errors} fields={["orderPhotoDays"]} loading={editor.loading} onLoadLatest={() => void loadLatest()} />
      <Button type="submit" size="sm" disabled={busy || !editor.dirty}>
        {editor.saving ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
