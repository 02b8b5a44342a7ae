"use client";

// The checkout's cart and its payment session. The cart starts from the
// shopper's stored cart (or the size an order button asked for, or the second
// size in the list) and is kept in the browser as it changes. A session is
// opened for it once; every change (a quantity, a size added or removed, the
// discount code, the shipping state or ZIP) is sent to the session, which the
// server prices again: the summary shown is always the server's. A change the
// server refuses is undone, with its message (a field message for the code).
import * as React from "react";
import { toast } from "@/components/ui/use-toast";
import type { CheckoutProduct } from "@/components/checkout/types";
import { readCart, writeCart, type StoredCart } from "@/lib/cart/browser-cart";
import type { CartSummary } from "@/lib/cart/cart-schema";
import { apiErrorMessage, apiFailureFields, apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";

export interface TaxAddress {
  state: string;
  zipCode: string;
  email: string;
}

export interface CheckoutCart {
  status: "opening" | "ready" | "failed" | "sold-out";
  items: StoredCart["items"];
  discountCode: string | null;
  clientSecret: string | null;
  summary: CartSummary | null;
  /** A change is being priced: paying waits for it. */
  pending: boolean;
  codeError: string | null;
  addressErrors: Partial<Record<"state" | "zipCode", string>>;
  soldOutIds: ReadonlySet<string>;
  setQuantity(id: string, quantity: number): void;
  add(id: string): void;
  remove(id: string): void;
  /** The size picker: the cart's one line becomes this size (with two lines, this size comes first). */
  choose(id: string): void;
  applyCode(code: string | null): Promise<boolean>;
  setAddress(address: TaxAddress): void;
  /** Paying: an address change not sent yet is dropped (the details carry the address); waits for changes under way. */
  settle(): Promise<void>;
  /** The server's summary after the details were sent: true when its total is the one shown. */
  confirmSummary(summary: CartSummary): boolean;
}

function initialItems(products: readonly CheckoutProduct[]): StoredCart["items"] {
  const available = products.filter((p) => p.stock !== 0);
  const params = new URLSearchParams(window.location.search);
  const asked = params.get("size");
  const quantity = Math.max(1, Math.min(10, Math.trunc(Number(params.get("quantity") ?? "1")) || 1));
  const stored = readCart().items.filter((item) => available.some((p) => p.id === item.id));
  if (asked && available.some((p) => p.id === asked)) {
    return stored.some((item) => item.id === asked) ? stored : [...stored, { id: asked, quantity }];
  }
  if (stored.length) return stored;
  const first = available.find((p) => p.id === products[1]?.id) ?? available[0];
  return first ? [{ id: first.id, quantity: 1 }] : [];
}

const soldOutIn = (error: unknown) => error instanceof HttpError && error.status === 409 && error.body.includes('"sold_out"');

export function useCheckoutCart(products: readonly CheckoutProduct[]): CheckoutCart {
  const [items, setItems] = React.useState<StoredCart["items"]>([]);
  const [discountCode, setDiscountCode] = React.useState<string | null>(null);
  const [status, setStatus] = React.useState<CheckoutCart["status"]>("opening");
  const [clientSecret, setClientSecret] = React.useState<string | null>(null);
  const [summary, setSummary] = React.useState<CartSummary | null>(null);
  const [pending, setPending] = React.useState(0);
  const [codeError, setCodeError] = React.useState<string | null>(null);
  const [addressErrors, setAddressErrors] = React.useState<CheckoutCart["addressErrors"]>({});
  const [soldOutIds, setSoldOutIds] = React.useState<ReadonlySet<string>>(() => new Set());
  const address = React.useRef<TaxAddress | null>(null);
  // The last cart the server accepted: a refused change goes back to it.
  const accepted = React.useRef<{ items: StoredCart["items"]; discountCode: string | null }>({ items: [], discountCode: null });
  const queue = React.useRef<Promise<unknown>>(Promise.resolve());

  // Open the session once, for the cart the page starts with.
  React.useEffect(() => {
    const start = initialItems(products);
    const code = readCart().discountCode;
    const controller = new AbortController();
    const open = async (tryItems: StoredCart["items"], tryCode: string | null): Promise<void> => {
      if (tryItems.length === 0) {
        setStatus("sold-out");
        return;
      }
      try {
        const res = await apiRequest("POST", "/api/create-payment-intent", { items: tryItems, discountCode: tryCode }, { signal: controller.signal });
        const body = (await res.json()) as { clientSecret: string; summary: CartSummary };
        accepted.current = { items: tryItems, discountCode: tryCode };
        setItems(tryItems);
        setDiscountCode(tryCode);
        writeCart({ items: tryItems, discountCode: tryCode });
        setSummary(body.summary);
        setClientSecret(body.clientSecret);
        setStatus("ready");
      } catch (error) {
        if (controller.signal.aborted) return;
        const fields = apiFailureFields(error) ?? {};
        if (tryCode && fields.discountCode) return open(tryItems, null);
        if (soldOutIn(error) || Object.keys(fields).some((key) => key.startsWith("items."))) {
          // A size sold out (or gone) since the cart was filled: open without it, or with the size available.
          const index = Number(Object.keys(fields)[0]?.split(".")[1] ?? 0);
          const gone = tryItems[index]?.id;
          if (gone) setSoldOutIds((ids) => new Set(ids).add(gone));
          const rest = tryItems.filter((item) => item.id !== gone);
          const fallback = rest.length ? rest : products.filter((p) => p.stock !== 0 && p.id !== gone).slice(-1).map((p) => ({ id: p.id, quantity: 1 }));
          if (fallback.length && fallback.length <= tryItems.length && gone) {
            toast({ variant: "destructive", title: "Cart updated", description: soldOutIn(error) ? apiErrorMessage(error, "A size in your cart is sold out.") : "A size in your cart is no longer available." });
            return open(fallback, tryCode);
          }
          setStatus(fallback.length ? "failed" : "sold-out");
          return;
        }
        setStatus("failed");
      }
    };
    void open(start, code);
    return () => controller.abort();
    // The session is opened once per page; later changes go through `change`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Sends the cart to the session; undoes it when the server refuses. Changes are sent one after another. */
  const change = React.useCallback(
    (nextItems: StoredCart["items"], nextCode: string | null): Promise<boolean> => {
      if (!clientSecret) return Promise.resolve(false);
      setItems(nextItems);
      setDiscountCode(nextCode);
      setPending((n) => n + 1);
      const run = async (): Promise<boolean> => {
        const where = address.current;
        try {
          const res = await apiRequest("POST", "/api/payment-intents/cart", {
            clientSecret,
            items: nextItems,
            discountCode: nextCode,
            shippingAddress: where ? { state: where.state, zipCode: where.zipCode } : null,
            email: where?.email || null,
          });
          const body = (await res.json()) as { summary: CartSummary };
          accepted.current = { items: nextItems, discountCode: nextCode };
          writeCart({ items: nextItems, discountCode: nextCode });
          setSummary(body.summary);
          setCodeError(null);
          setAddressErrors({});
          return true;
        } catch (error) {
          const fields = apiFailureFields(error) ?? {};
          const previous = accepted.current;
          setItems(previous.items);
          setDiscountCode(previous.discountCode);
          if (fields.discountCode) setCodeError(fields.discountCode);
          else if (fields.state || fields.zipCode) setAddressErrors({ state: fields.state, zipCode: fields.zipCode });
          else if (soldOutIn(error)) toast({ variant: "destructive", title: "Not enough tins left", description: apiErrorMessage(error, "A size in your cart has too few tins left.") });
          else toast({ variant: "destructive", title: "Cart not updated", description: apiFailureMessage(error, "Your cart could not be updated. Please try again.") });
          return false;
        } finally {
          setPending((n) => n - 1);
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [clientSecret],
  );

  const setQuantity = (id: string, quantity: number) => {
    if (!Number.isInteger(quantity) || quantity < 1) return;
    void change(items.map((item) => (item.id === id ? { ...item, quantity } : item)), discountCode);
  };
  const add = (id: string) => {
    if (items.some((item) => item.id === id)) return;
    void change([...items, { id, quantity: 1 }], discountCode);
  };
  const remove = (id: string) => {
    if (items.length <= 1) return;
    void change(items.filter((item) => item.id !== id), discountCode);
  };
  const choose = (id: string) => {
    if (items.length === 1 && items[0].id !== id) void change([{ id, quantity: items[0].quantity }], discountCode);
    else if (items.length > 1 && items[0].id !== id && items.some((item) => item.id === id)) {
      void change([...items.filter((item) => item.id === id), ...items.filter((item) => item.id !== id)], discountCode);
    }
  };
  const applyCode = (code: string | null) => change(items, code ? code.trim().toUpperCase() : null);

  const addressTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setAddress = (next: TaxAddress) => {
    const before = address.current;
    address.current = next;
    const same = before && before.state === next.state && before.zipCode === next.zipCode && before.email === next.email;
    if (same) return;
    // The tax follows the state and ZIP once both are typed (and the e-mail, for a once-per-customer code).
    if (!next.state.trim() || !/^\d{5}(-?\d{4})?$/.test(next.zipCode.trim())) return;
    clearTimeout(addressTimer.current);
    addressTimer.current = setTimeout(() => void change(accepted.current.items, accepted.current.discountCode), 400);
  };

  const settle = async () => {
    clearTimeout(addressTimer.current);
    await queue.current.catch(() => undefined);
  };

  const confirmSummary = (next: CartSummary) => {
    const same = summary !== null && next.total === summary.total;
    // The sizes' limits are the catalogue's, as the summary shown had them.
    const limits = new Map(summary?.lines.map((line) => [line.id, line.maxQuantity]));
    setSummary({ ...next, lines: next.lines.map((line) => ({ ...line, maxQuantity: limits.get(line.id) ?? line.maxQuantity })) });
    return same;
  };

  return {
    status,
    items,
    discountCode,
    clientSecret,
    summary,
    pending: pending > 0,
    codeError,
    addressErrors,
    soldOutIds,
    setQuantity,
    add,
    remove,
    choose,
    applyCode,
    setAddress,
    settle,
    confirmSummary,
  };
}
