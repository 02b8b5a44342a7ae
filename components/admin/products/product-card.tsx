"use client";
// One product's editor: name, description, price in dollars and stock (or
// not counted), saved with the version it was loaded at, and the product's
// price history. A card is a region named by the product's size.
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { LocalDate } from "@/components/track/local-date";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { saveEdit } from "@/components/admin/editing/save";
import { readJson } from "@/lib/http/read";
import { checkboxClass, formCardClass, inputClass, prefixedInputClass } from "@/components/admin/editing/styles";
import { numberOrText, useItemForm } from "@/components/admin/editing/use-item-form";
import { PriceHistory } from "@/components/admin/products/price-history";
import type { AdminProduct, AdminProducts } from "@/components/admin/products/types";

interface Draft {
  name: string;
  description: string;
  /** Dollars as typed, without the "$". */
  price: string;
  /** Whether the shop counts the tins left. */
  counted: boolean;
  stock: string;
}

const FIELDS = ["name", "description", "price", "stock"] as const;
const GONE = "This product is no longer in the shop. Reload the page.";

const toDraft = (product: AdminProduct): Draft => ({
  name: product.name,
  description: product.description,
  price: product.price.toFixed(2),
  counted: product.stock !== null,
  stock: product.stock === null ? "" : String(product.stock),
});

/** "$11.5" → "11.5": the "$" is shown before the input already. */
const typedPrice = (price: string) => price.trim().replace(/^\$\s*/, "");

/** A typed number's value for comparing ("9" and "9.00" are the same price). */
const numberKey = (value: string) => String(numberOrText(value));

const same = (a: Draft, b: Draft) =>
  a.name === b.name &&
  a.description === b.description &&
  numberKey(typedPrice(a.price)) === numberKey(typedPrice(b.price)) &&
  a.counted === b.counted &&
  (!a.counted || numberKey(a.stock) === numberKey(b.stock));

export function ProductCard({ product }: { product: AdminProduct }) {
  const form = useItemForm(product, toDraft, same);
  const { base, draft, update } = form;
  const id = `product-${product.id}`;
  const busy = form.saving || form.loading;

  const save = () =>
    form.run(
      () =>
        saveEdit<{ product: AdminProduct }>("PATCH", `/api/admin/products/${encodeURIComponent(product.id)}`, {
          version: base.version,
          name: draft.name,
          description: draft.description,
          price: numberOrText(typedPrice(draft.price)),
          stock: draft.counted ? numberOrText(draft.stock) : null,
        }),
      (data) => {
        form.adopt(data.product);
        return "Saved.";
      },
    );

  const loadLatest = () =>
    form.loadLatest(async () => {
      const latest = await readJson<AdminProducts>("/api/admin/products");
      return latest ? latest.products.find((p) => p.id === product.id) : null;
    }, GONE);

  return (
    <section aria-labelledby={`${id}-heading`} data-product-id={product.id} className={formCardClass}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-neutral-900">
          {base.size}
        </h2>
        {base.stock === 0 && <Badge tone="danger">Sold out</Badge>}
        {base.stock !== null && base.stock > 0 && <Badge tone="neutral">{base.stock} in stock</Badge>}
      </div>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && form.dirty) void save();
        }}
      >
        <Field id={`${id}-name`} label="Name" error={form.fieldError("name")} announce={false}>
          {(control) => <input {...control} className={inputClass} value={draft.name} onChange={(e) => update({ name: e.target.value })} />}
        </Field>
        <Field id={`${id}-description`} label="Description" error={form.fieldError("description")} announce={false}>
          {(control) => <textarea {...control} rows={3} className={inputClass} value={draft.description} onChange={(e) => update({ description: e.target.value })} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-price`} label="Price (USD)" error={form.fieldError("price")} announce={false}>
            {(control) => (
              <div className="relative mt-1">
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-neutral-600">
                  $
                </span>
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  className={prefixedInputClass}
                  value={draft.price}
                  onChange={(e) => update({ price: e.target.value })}
                />
              </div>
            )}
          </Field>
          <div>
            <label className="flex items-center gap-2 text-sm font-medium text-neutral-900">
              <input type="checkbox" className={checkboxClass} checked={draft.counted} onChange={(e) => update({ counted: e.target.checked })} />
              Count stock
            </label>
            <Field
              id={`${id}-stock`}
              label="Stock"
              className="mt-2"
              hint={draft.counted ? "Tins left. At 0 this size shows as sold out." : "Not counted: this size never sells out."}
              error={form.fieldError("stock")}
              announce={false}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className={inputClass}
                  disabled={!draft.counted}
                  value={draft.counted ? draft.stock : ""}
                  onChange={(e) => update({ stock: e.target.value })}
                />
              )}
            </Field>
          </div>
        </div>
        <FormNotices outcome={form.outcome} fields={FIELDS} loading={form.loading} onLoadLatest={() => void loadLatest()} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={busy || !form.dirty}>
            {form.saving ? "Saving…" : "Save"}
          </Button>
          <p className="text-neutral-600">
            Last changed <LocalDate iso={base.updatedAt} withTime />
          </p>
        </div>
      </form>
      <PriceHistory id={product.id} history={base.priceHistory} />
    </section>
  );
}
