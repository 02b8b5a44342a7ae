"use client";

// The order summary: every line of the cart with its quantity (1 to the
// size's limit), "Add" for a size not in the cart, remove a line, the
// discount code, then subtotal, discount, sales tax, shipping FREE and the
// total, all as the server priced them.
import * as React from "react";
import Image from "next/image";
import { Minus, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDollars, formatPrice } from "@/lib/catalog/money";
import { productImage } from "@/lib/catalog/product-images";
import type { CheckoutCart } from "@/components/checkout/use-checkout-cart";
import type { CheckoutProduct } from "@/components/checkout/types";

export function OrderSummary({ cart, products, disabled }: { cart: CheckoutCart; products: CheckoutProduct[]; disabled?: boolean }) {
  const summary = cart.summary;
  if (!summary) return null;
  const addable = products.filter((p) => !summary.lines.some((line) => line.id === p.id) && p.stock !== 0 && !cart.soldOutIds.has(p.id));
  const busy = disabled || cart.pending;
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm" aria-busy={cart.pending}>
      <h2 id="order-summary-heading" className="text-lg font-semibold text-neutral-900">Order Summary</h2>
      <ul className="mt-4 space-y-4" aria-label="Items">
        {summary.lines.map((line, index) => {
          const image = productImage(line.id);
          return (
            <li key={line.id} className="text-sm" data-testid="summary-line">
              <div className="flex justify-between gap-4">
                <div className="flex items-center gap-3 font-medium text-neutral-900">
                  {image && (
                    // Decorative: the name and size beside it say what it shows.
                    <Image src={image.src} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg bg-brand-50" />
                  )}
                  <div>
                    <p>{line.name}</p>
                    <p className="text-neutral-600" data-testid={index === 0 ? "summary-size" : undefined}>{line.size}</p>
                    <p className="text-neutral-600">{formatDollars(line.unitPrice)} each</p>
                  </div>
                </div>
                <p className="font-medium text-neutral-900" data-testid="line-total">{formatDollars(line.lineTotal)}</p>
              </div>
              <div className="mt-2 flex items-center gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`One less ${line.size}`}
                  disabled={busy || line.quantity <= 1}
                  onClick={() => cart.setQuantity(line.id, line.quantity - 1)}
                >
                  <Minus aria-hidden="true" className="h-4 w-4" />
                </Button>
                <QuantityInput key={line.quantity} line={line} disabled={busy} onCommit={(quantity) => cart.setQuantity(line.id, quantity)} />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`One more ${line.size}`}
                  disabled={busy || line.quantity >= line.maxQuantity}
                  onClick={() => cart.setQuantity(line.id, line.quantity + 1)}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                </Button>
                {summary.lines.length > 1 && (
                  <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => cart.remove(line.id)} aria-label={`Remove ${line.size}`}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {addable.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {addable.map((product) => (
            <Button key={product.id} type="button" variant="outline" size="sm" disabled={busy} onClick={() => cart.add(product.id)}>
              <Plus aria-hidden="true" className="h-4 w-4" /> Add {product.size.split(" / ")[0]} - {formatPrice(product.priceCents)}
            </Button>
          ))}
        </div>
      )}
      <DiscountCode key={cart.discountCode ?? ""} cart={cart} disabled={busy} />
      <dl className="mt-4 space-y-3 border-t border-neutral-200 pt-3 text-sm">
        <div className="flex justify-between gap-4 text-neutral-600">
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal">{formatDollars(summary.subtotal)}</dd>
        </div>
        {summary.discount && (
          <div className="flex justify-between gap-4 text-brand-800">
            <dt>Discount ({summary.discount.code})</dt>
            <dd data-testid="summary-discount">−{formatDollars(summary.discount.amount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-neutral-600">
          <dt>{summary.tax ? `Sales tax (${summary.tax.state}, ${summary.tax.rate}%)` : "Sales tax"}</dt>
          <dd data-testid="summary-tax">{formatDollars(summary.tax?.amount ?? 0)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-neutral-600">
          <dt>Shipping</dt>
          <dd className="font-semibold text-brand-700">FREE</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base font-bold text-neutral-900">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatDollars(summary.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-neutral-500">Sales tax is worked out from your shipping state and ZIP code.</p>
    </section>
  );
}

/** The quantity typed in: sent when it is a whole number within the size's limit, reset otherwise (a new quantity remounts it). */
function QuantityInput({ line, disabled, onCommit }: { line: { id: string; size: string; quantity: number; maxQuantity: number }; disabled: boolean; onCommit: (quantity: number) => void }) {
  const [text, setText] = React.useState(String(line.quantity));
  const [message, setMessage] = React.useState<string | null>(null);
  const commit = () => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || value < 1 || value > line.maxQuantity) {
      setMessage(`Choose 1 to ${line.maxQuantity}`);
      setText(String(line.quantity));
      return;
    }
    setMessage(null);
    if (value !== line.quantity) onCommit(value);
  };
  const id = `quantity-${line.id}`;
  return (
    <span className="inline-flex flex-col">
      <label htmlFor={id} className="sr-only">Quantity of {line.size}</label>
      <input
        id={id}
        inputMode="numeric"
        className="h-9 w-14 rounded-lg border border-neutral-300 text-center text-base tabular-nums"
        value={text}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
      />
      {message && <span id={`${id}-message`} role="alert" className="text-xs text-red-700">{message}</span>}
    </span>
  );
}

function DiscountCode({ cart, disabled }: { cart: CheckoutCart; disabled: boolean }) {
  const [text, setText] = React.useState(cart.discountCode ?? "");
  const apply = async () => {
    if (!text.trim()) return;
    await cart.applyCode(text);
  };
  return (
    <div className="mt-4">
      <label htmlFor="discount-code" className="text-sm font-medium text-neutral-900">Discount code</label>
      <div className="mt-1 flex gap-2">
        <input
          id="discount-code"
          className="block w-full rounded-lg border border-neutral-300 px-3 py-2 text-base uppercase"
          value={text}
          disabled={disabled}
          autoComplete="off"
          aria-invalid={cart.codeError ? true : undefined}
          aria-describedby={cart.codeError ? "discount-code-message" : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        {cart.discountCode ? (
          <Button type="button" variant="outline" disabled={disabled} onClick={() => void cart.applyCode(null)}>Remove</Button>
        ) : (
          <Button type="button" variant="outline" disabled={disabled || !text.trim()} onClick={() => void apply()}>Apply</Button>
        )}
      </div>
      {cart.codeError && <p id="discount-code-message" role="alert" className="mt-1 text-sm text-red-700">{cart.codeError}</p>}
    </div>
  );
}
