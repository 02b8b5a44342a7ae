"use client";
// A group of storefront values saved as one (the claims, the social-proof
// figures, the business details, the delivery promise): one input per value, one Save, PUT with the version it was
// loaded at, checked with the API's schema of the values (whole numbers
// sent as numbers). The API names a value's field "values.<key>", and so
// does the form.
import { useMemo } from "react";
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { SettingsForm } from "@/components/admin/editing/settings-form";
import { inputClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import type { AdminContent, ContentStore } from "@/components/admin/content/types";
import { typedNumber } from "@/lib/editing/fields";
import { apiRequest } from "@/lib/http/client";

type Block<K extends string> = { version: number; values: Record<K, string | number> };
type Values = { values: Record<string, string> };

const toValues = <K extends string>(block: Block<K>): Values => ({
  values: Object.fromEntries(Object.entries(block.values).map(([key, value]) => [key, String(value)])),
});
const same = (a: Values, b: Values) => Object.keys(b.values).every((key) => a.values[key] === b.values[key]);

export function ValuesForm<K extends string, B extends Block<K>>({
  name,
  block,
  items,
  url,
  kind,
  columns = kind === "number" ? 3 : 2,
  schema,
  pick,
  store,
}: {
  /** The block as the API names it ("claims"): its answer's key and the inputs' id prefix. */
  name: "claims" | "figures" | "business" | "delivery";
  block: B;
  items: readonly { key: K; label: string; hint?: string }[];
  url: string;
  /** Text values, or whole numbers. */
  kind: "text" | "number";
  /** Inputs per row on wide screens (default: 3 numbers, 2 texts). */
  columns?: 2 | 3;
  /** The API's schema of the values. */
  schema: z.ZodType<B["values"]>;
  pick: (content: AdminContent) => B;
  store: ContentStore;
}) {
  const formSchema = useMemo(
    () =>
      z.object({
        values: z.preprocess(
          (typed: Record<string, string>) => (kind === "number" ? Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, typedNumber(value)])) : typed),
          schema,
        ),
      }),
    [kind, schema],
  );
  const editor = useItemEditor(block, { schema: formSchema, toValues, same });
  const { form, errors } = editor;
  const fields = items.map((item) => `values.${item.key}`);

  const save = editor.submit(async ({ values }) => {
    const res = await apiRequest("PUT", url, { version: editor.base.version, values });
    const saved = ((await res.json()) as Record<typeof name, B>)[name];
    editor.adopt(saved);
    store.saved((content) => ({ ...content, [name]: saved }));
    return "Saved.";
  });

  const loadLatest = () =>
    editor.loadLatest(async () => {
      const content = await store.reload();
      return content ? pick(content) : null;
    }, "These values could not be found. Reload the page.");

  return (
    <SettingsForm editor={{ ...editor, save, loadLatest, fields }} headingId={`${name}-heading`}>
      <div className={columns === 3 ? "grid gap-4 sm:grid-cols-3" : "grid gap-4 sm:grid-cols-2"}>
        {items.map(({ key, label, hint }) => (
          <Field key={key} id={`${name}-${key}`} label={label} hint={hint} error={errors.values?.[key]?.message} announce={false}>
            {(control) =>
              kind === "number" ? (
                <input {...control} type="number" inputMode="numeric" step={1} className={inputClass} {...form.register(`values.${key}`)} />
              ) : (
                <input {...control} className={inputClass} {...form.register(`values.${key}`)} />
              )
            }
          </Field>
        ))}
      </div>
    </SettingsForm>
  );
}
