"use client";
// The social-proof figures (people viewing now, percent sold, orders this
// week) and the purchase popup: for each, where it comes from (the shop's
// data, the fixed text, hidden, or not chosen yet), its fixed text and the
// least its data must reach to be shown. One Save, PUT with the version it
// was loaded at, checked with the API's schema (numbers sent as numbers).
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { SettingsForm } from "@/components/admin/editing/settings-form";
import { inputClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import type { AdminContent, ContentStore } from "@/components/admin/content/types";
import { FIGURE_KEYS, FIGURE_SOURCES, figuresSchema, LIVE_FIGURES, LIVE_FIGURE_LABELS, type FigureSource, type LiveFigure, type SocialProofFigures } from "@/lib/editable-content/schema";
import { typedNumber } from "@/lib/editing/fields";
import { apiRequest } from "@/lib/http/client";

type Block = AdminContent["figures"];
type Values = { values: Record<keyof SocialProofFigures, string> };

export const SOURCE_LABELS: Record<FigureSource, string> = {
  auto: "Not chosen yet",
  data: "From the shop's data",
  fixed: "Fixed text",
  hidden: "Hidden",
};

/** What "hide below" counts, per figure. */
const MINIMUM_UNITS: Record<LiveFigure, string> = {
  viewingNow: "people in the last 5 minutes",
  percentSold: "percent of the counted stock",
  ordersThisWeek: "paid orders in the last 7 days",
  popup: "paid orders in the last 7 days",
};

const isNumberKey = (key: string) => !key.endsWith("Source");

const toValues = (block: Block): Values => ({
  values: Object.fromEntries(FIGURE_KEYS.map((key) => [key, String(block.values[key])])) as Values["values"],
});
const same = (a: Values, b: Values) => FIGURE_KEYS.every((key) => a.values[key] === b.values[key]);

const formSchema = z.object({
  values: z.preprocess(
    (typed: Record<string, string>) => Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, isNumberKey(key) ? typedNumber(value) : value])),
    figuresSchema,
  ),
});

export function FiguresForm({ block, store }: { block: Block; store: ContentStore }) {
  const editor = useItemEditor(block, { schema: formSchema, toValues, same });
  const { form, errors } = editor;
  const fields = FIGURE_KEYS.map((key) => `values.${key}`);

  const save = editor.submit(async ({ values }) => {
    const res = await apiRequest("PUT", "/api/admin/content/figures", { version: editor.base.version, values });
    const saved = ((await res.json()) as { figures: Block }).figures;
    editor.adopt(saved);
    store.saved((content) => ({ ...content, figures: saved }));
    return "Saved.";
  });

  const loadLatest = () =>
    editor.loadLatest(async () => {
      const content = await store.reload();
      return content ? content.figures : null;
    }, "These figures could not be found. Reload the page.");

  return (
    <SettingsForm editor={{ ...editor, save, loadLatest, fields }} headingId="figures-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        {LIVE_FIGURES.map((figure) => {
          const id = `figures-${figure}`;
          return (
            <fieldset key={figure} className="space-y-3 rounded-xl border border-neutral-200 p-3">
              <legend className="px-1 font-semibold text-neutral-900">{LIVE_FIGURE_LABELS[figure]}</legend>
              <Field id={`${id}-source`} label="Source" error={errors.values?.[`${figure}Source`]?.message} announce={false}>
                {(control) => (
                  <select {...control} className={inputClass} {...form.register(`values.${figure}Source`)}>
                    {FIGURE_SOURCES.map((source) => (
                      <option key={source} value={source}>
                        {SOURCE_LABELS[source]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {figure === "popup" ? (
                <p className="text-neutral-700">Fixed text: the six sample buyers.</p>
              ) : (
                <Field id={`${id}-fixed`} label="Fixed text" error={errors.values?.[figure]?.message} announce={false}>
                  {(control) => <input {...control} type="number" inputMode="numeric" step={1} className={inputClass} {...form.register(`values.${figure}`)} />}
                </Field>
              )}
              <Field id={`${id}-minimum`} label="Hide data below" hint={MINIMUM_UNITS[figure]} error={errors.values?.[`${figure}Minimum`]?.message} announce={false}>
                {(control) => <input {...control} type="number" inputMode="numeric" step={1} className={inputClass} {...form.register(`values.${figure}Minimum`)} />}
              </Field>
            </fieldset>
          );
        })}
      </div>
    </SettingsForm>
  );
}
