"use client";
// A group of storefront values saved as one (the claims, the social-proof
// figures): one input per value, one Save, PUT with the version it was
// loaded at. The API names a value's field "values.<key>".
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { saveEdit } from "@/components/admin/editing/save";
import { formCardClass, inputClass } from "@/components/admin/editing/styles";
import { numberOrText, useItemForm } from "@/components/admin/editing/use-item-form";
import type { AdminContent, ContentStore } from "@/components/admin/content/types";

type Block<K extends string> = { version: number; values: Record<K, string | number> };
type Draft = Record<string, string>;

const toDraft = <K extends string>(block: Block<K>): Draft =>
  Object.fromEntries(Object.entries(block.values).map(([key, value]) => [key, String(value)]));
const same = (a: Draft, b: Draft) => Object.keys(b).every((key) => a[key] === b[key]);

export function ValuesForm<K extends string, B extends Block<K>>({
  name,
  block,
  items,
  url,
  kind,
  pick,
  store,
}: {
  /** The block as the API names it ("claims"): its answer's key and the inputs' id prefix. */
  name: "claims" | "figures";
  block: B;
  items: readonly { key: K; label: string }[];
  url: string;
  /** Text values, or whole numbers. */
  kind: "text" | "number";
  pick: (content: AdminContent) => B;
  store: ContentStore;
}) {
  const form = useItemForm(block, toDraft, same);
  const { base, draft } = form;
  const busy = form.saving || form.loading;
  const fields = items.map((item) => `values.${item.key}`);

  const save = () => {
    const values = Object.fromEntries(items.map(({ key }) => [key, kind === "number" ? numberOrText(draft[key] ?? "") : (draft[key] ?? "")]));
    return form.run(
      () => saveEdit<Record<typeof name, B>>("PUT", url, { version: base.version, values }),
      (data) => {
        const saved = data[name];
        form.adopt(saved);
        store.saved((content) => ({ ...content, [name]: saved }));
        return "Saved.";
      },
    );
  };

  const loadLatest = () =>
    form.loadLatest(async () => {
      const content = await store.reload();
      return content ? pick(content) : null;
    }, "These values could not be found. Reload the page.");

  return (
    <form
      noValidate
      aria-labelledby={`${name}-heading`}
      className={formCardClass}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && form.dirty) void save();
      }}
    >
      <div className={kind === "number" ? "grid gap-4 sm:grid-cols-3" : "grid gap-4 sm:grid-cols-2"}>
        {items.map(({ key, label }) => (
          <Field key={key} id={`${name}-${key}`} label={label} error={form.fieldError(`values.${key}`)} announce={false}>
            {(control) =>
              kind === "number" ? (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  step={1}
                  className={inputClass}
                  value={draft[key] ?? ""}
                  onChange={(e) => form.update({ [key]: e.target.value })}
                />
              ) : (
                <input {...control} className={inputClass} value={draft[key] ?? ""} onChange={(e) => form.update({ [key]: e.target.value })} />
              )
            }
          </Field>
        ))}
      </div>
      <FormNotices outcome={form.outcome} fields={fields} loading={form.loading} onLoadLatest={() => void loadLatest()} />
      <Button type="submit" size="sm" disabled={busy || !form.dirty}>
        {form.saving ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
