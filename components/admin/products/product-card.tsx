"use client";
// One product's editor: name, description, price in dollars, stock (or
// not counted) and the most tins one order may hold, checked with the product API's rules and saved with the
// version it was loaded at, and the product's price history. A card is a
// region named by the product's size.
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { LocalDate } from "@/components/track/local-date";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { checkboxClass, formCardClass, inputClass, prefixedInputClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { PriceHistory } from "@/components/admin/products/price-history";
import type { AdminProduct, AdminProducts } from "@/components/admin/products/types";
import { centsToDollars } from "@/lib/catalog/money";
import { productFieldsSchema } from "@/lib/catalog/product-edit";
import { typedNumber } from "@/lib/editing/fields";
import { apiRequest } from "@/lib/http/client";

interface Values {
  name: string;
  description: string;
  /** Dollars as typed, without the "$". */
  price: string;
  /** Whether the shop counts the tins left. */
  counted: boolean;
  stock: string;
  /** The most tins of this size one order may hold, as typed. */
  maxPerOrder: string;
}

const FIELDS = ["name", "description", "price", "stock", "maxPerOrder"] as const;
const GONE = "This product is no longer in the shop. Reload the page.";

const toValues = (product: AdminProduct): Values => ({
  name: product.name,
  description: product.description,
  price: product.price.toFixed(2),
  counted: product.stock !== null,
  stock: product.stock === null ? "" : String(product.stock),
  maxPerOrder: String(product.maxPerOrder),
});

/** "$11.5" → "11.5": the "$" is shown before the input already. */
const typedPrice = (price: string) => price.trim().replace(/^\$\s*/, "");

/** The form's values as PATCH /api/admin/products/{id} takes them (the price in dollars), checked with its rules. */
const productFormSchema = z
  .preprocess(
    (values: Values) => ({
      name: values.name,
      description: values.description,
      price: typedPrice(values.price),
      stock: values.counted ? typedNumber(values.stock) : null,
      maxPerOrder: typedNumber(values.maxPerOrder),
    }),
    productFieldsSchema,
  )
  .transform((fields) => ({ ...fields, price: centsToDollars(fields.price) }));

/** A typed number's value for comparing ("9" and "9.00" are the same price). */
const numberKey = (value: string) => String(typedNumber(value));

const same = (a: Values, b: Values) =>
  a.name === b.name &&
  a.description === b.description &&
  numberKey(typedPrice(a.price)) === numberKey(typedPrice(b.price)) &&
  a.counted === b.counted &&
  (!a.counted || numberKey(a.stock) === numberKey(b.stock)) &&
  numberKey(a.maxPerOrder) === numberKey(b.maxPerOrder);

export function ProductCard({ product, readLatest }: { product: AdminProduct; readLatest: () => Promise<AdminProducts | null> }) {
  const editor = useItemEditor(product, { schema: productFormSchema, toValues, same });
  const { form, base, values, errors, busy } = editor;
  const id = `product-${product.id}`;

  const save = editor.submit(async (fields) => {
    const res = await apiRequest("PATCH", `/api/admin/products/${encodeURIComponent(product.id)}`, { version: base.version, ...fields });
    editor.adopt(((await res.json()) as { product: AdminProduct }).product);
    return "Saved.";
  });

  const loadLatest = () =>
    editor.loadLatest(async () => {
      const latest = await readLatest();
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
      <form noValidate className="space-y-4" onSubmit={(event) => (busy || !editor.dirty ? event.preventDefault() : void save(event))}>
        <Field id={`${id}-name`} label="Name" error={errors.name?.message} announce={false}>
          {(control) => <input {...control} className={inputClass} {...form.register("name")} />}
        </Field>
        <Field id={`${id}-description`} label="Description" error={errors.description?.message} announce={false}>
          {(control) => <textarea {...control} rows={3} className={inputClass} {...form.register("description")} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-price`} label="Price (USD)" error={errors.price?.message} announce={false}>
            {(control) => (
              <div className="relative mt-1">
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-neutral-600">
                  $
                </span>
                <input {...control} type="text" inputMode="decimal" autoComplete="off" className={prefixedInputClass} {...form.register("price")} />
              </div>
            )}
          </Field>
          <div>
            <label className="flex items-center gap-2 text-sm font-medium text-neutral-900">
              <input type="checkbox" className={checkboxClass} {...form.register("counted")} />
              Count stock
            </label>
            <Field
              id={`${id}-stock`}
              label="Stock"
              className="mt-2"
              hint={values.counted ? "Tins left. At 0 this size shows as sold out." : "Not counted: this size never sells out."}
              error={errors.stock?.message}
              announce={false}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="stock"
                  render={({ field }) => (
                    // Shown empty while not counted; what was typed comes back with Count stock.
                    <input
                      {...control}
                      {...field}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      className={inputClass}
                      disabled={!values.counted}
                      value={values.counted ? field.value : ""}
                    />
                  )}
                />
              )}
            </Field>
          </div>
          <Field
            id={`${id}-max-per-order`}
            label="Most per order"
            hint="The most tins of this size one order may hold (the checkout's quantity goes up to it)."
            error={errors.maxPerOrder?.message}
            announce={false}
          >
            {(control) => <input {...control} type="number" inputMode="numeric" min={1} step={1} className={inputClass} {...form.register("maxPerOrder")} />}
          </Field>
        </div>
        <FormNotices outcome={editor.outcome} errors={errors} fields={FIELDS} loading={editor.loading} onLoadLatest={() => void loadLatest()} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={busy || !editor.dirty}>
            {editor.saving ? "Saving…" : "Save"}
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
