"use client";
// The dashboard's order list, searched and filtered on the server across every
// order (GET /api/admin/orders), in pages of 50 with "Load more". Every 30 s
// it asks only for the orders changed since its last answer and places each
// one by the same search and filter: updated in place, added when it belongs
// in what is shown, dropped when it no longer matches. Requests follow the
// admin reads' session rule (use-admin-read): the 30 s refresh is background
// work, and a 401 brings back the login form.
import { useCallback, useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useAdminGet } from "@/components/admin/use-admin-read";
import { READ_OPTIONS } from "@/lib/http/read";
import { orderMatchesFilters } from "@/lib/orders/admin-view";
import { orderListSearchParams, type OrderListFilters } from "@/lib/orders/search-schemas";
import type { AdminOrder } from "@/lib/schemas/order";
import type { OrderChangesJson, OrderPageJson } from "@/lib/schemas/order-list";

export const ORDERS_POLL_MS = 30_000;
const ORDERS_SYNC_KEY = "admin-order-list-changes";
const SEARCH_DEBOUNCE_MS = 250;
const FAILED = "Failed to fetch orders";

export interface OrderList {
  orders: AdminOrder[];
  filters: OrderListFilters;
  setFilters: (filters: OrderListFilters) => void;
  /** The query string of the filters the shown orders were loaded for ("" for none). */
  shownFor: string;
  /** How many orders match the filters. */
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => Promise<void>;
  /** Fetches what changed now (after the owner's own changes). */
  refresh: () => Promise<void>;
}

const newestFirst = (a: AdminOrder, b: AdminOrder) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The shown list with the changed orders placed by the filters. */
export function mergeChanges(shown: AdminOrder[], changed: AdminOrder[], filters: OrderListFilters, complete: boolean): AdminOrder[] {
  const byId = new Map(shown.map((order) => [order.id, order]));
  const oldestShown = shown.at(-1);
  for (const order of changed) {
    if (!orderMatchesFilters(order, filters)) byId.delete(order.id);
    else if (byId.has(order.id) || complete || (oldestShown && newestFirst(order, oldestShown) < 0)) byId.set(order.id, order);
  }
  return [...byId.values()].sort(newestFirst);
}

export function useOrderList(initial: OrderPageJson): OrderList {
  const [filters, setFiltersState] = useState<OrderListFilters>({ q: "", status: "all" });
  const [orders, setOrders] = useState(initial.orders);
  const [total, setTotal] = useState(initial.total);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [shownFor, setShownFor] = useState("");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const syncedAt = useRef(initial.syncedAt);
  // Answers to an older search are ignored once a newer one was asked.
  const generation = useRef(0);
  const firstRender = useRef(true);
  const shown = useRef(orders);
  useEffect(() => {
    shown.current = orders;
  }, [orders]);

  const adminGet = useAdminGet();
  const get = useCallback(
    <T>(params: URLSearchParams, background: boolean): Promise<T | null> => adminGet<T>(`/api/admin/orders?${params}`, { background }),
    [adminGet],
  );

  const loadFirstPage = useCallback(
    async (wanted: OrderListFilters) => {
      const mine = ++generation.current;
      setLoading(true);
      try {
        const page = await get<OrderPageJson>(orderListSearchParams(wanted), false);
        if (!page || mine !== generation.current) return;
        setOrders(page.orders);
        setTotal(page.total);
        setCursor(page.nextCursor);
        setShownFor(orderListSearchParams(wanted).toString());
        syncedAt.current = page.syncedAt;
        setError(null);
      } catch {
        if (mine === generation.current) setError(FAILED);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [get],
  );

  // A new search waits for the typing to pause; a new status filter asks at once.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = window.setTimeout(() => void loadFirstPage(filters), filters.q ? SEARCH_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [filters, loadFirstPage]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const mine = generation.current;
    setLoading(true);
    try {
      const page = await get<OrderPageJson>(orderListSearchParams(filters, { cursor }), false);
      if (!page || mine !== generation.current) return;
      setOrders((current) => [...current, ...page.orders.filter((order) => !current.some((o) => o.id === order.id))]);
      setCursor(page.nextCursor);
      setError(null);
    } catch {
      setError(FAILED);
    } finally {
      setLoading(false);
    }
  }, [cursor, filters, get]);

  const sync = useCallback(
    async (background: boolean) => {
      const mine = generation.current;
      try {
        const changes = await get<OrderChangesJson>(new URLSearchParams({ changedSince: syncedAt.current }), background);
        if (!changes || mine !== generation.current) return;
        if (changes.truncated) return loadFirstPage(filters);
        syncedAt.current = changes.syncedAt;
        const current = shown.current;
        const merged = mergeChanges(current, changes.orders, filters, cursor === null);
        const before = new Set(current.map((order) => order.id));
        const after = new Set(merged.map((order) => order.id));
        const added = merged.filter((order) => !before.has(order.id)).length;
        const removed = current.filter((order) => !after.has(order.id)).length;
        setOrders(merged);
        if (added || removed) setTotal((count) => (count === null ? count : count + added - removed));
        setError(null);
      } catch {
        setError(FAILED);
      }
    },
    [cursor, filters, get, loadFirstPage],
  );

  // Every 30 s, in the background: what changed since the last answer.
  useSWR(ORDERS_SYNC_KEY, () => sync(true), { ...READ_OPTIONS, refreshInterval: ORDERS_POLL_MS, revalidateOnMount: false });

  const setFilters = useCallback((next: OrderListFilters) => setFiltersState(next), []);
  const refresh = useCallback(() => sync(false), [sync]);

  return { orders, filters, setFilters, shownFor, total, hasMore: cursor !== null, loading, error, loadMore, refresh };
}
