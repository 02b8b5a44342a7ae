// /account: the signed-in customer's orders, newest first, 20 a page: every
// order placed with the account's e-mail address (orders paid before the
// account existed included), with its lines, total, status, photo and
// tracking link. Signed-out visitors are sent to /orders for a sign-in link.
// Rendered per request, never indexed, with no third-party script (see the
// layout) and a nonce CSP.
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { AccountSignOut } from "@/components/account/account-sign-out";
import { MarketingPreference } from "@/components/account/marketing-preference";
import { OrderCard } from "@/components/account/order-card";
import { listAccountOrders } from "@/lib/account/orders";
import { accountOrdersQuerySchema } from "@/lib/account/schemas";
import { requireCustomerPage } from "@/lib/account/page-session";
import { accountSubscribed } from "@/lib/marketing/account";

export const metadata: Metadata = { title: "Your Orders", robots: { index: false, follow: false } };

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const customer = await requireCustomerPage();
  const parsed = accountOrdersQuerySchema.safeParse({ page: (await searchParams).page });
  const page = parsed.success ? parsed.data.page : 1;
  const [list, subscribed] = [await listAccountOrders(customer, { page }), await accountSubscribed(customer)];
  const pager = "font-semibold text-brand-700 hover:underline";
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl space-y-8">
        <Link href="/" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <header className="space-y-3">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Your Orders</h1>
          <p className="text-neutral-700">
            Signed in as <strong className="break-all">{list.email}</strong>. Every order placed with this e-mail address is here, newest first.
          </p>
          <AccountSignOut />
        </header>
        {list.orders.length === 0 ? (
          <div className="rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-700" data-testid="account-no-orders">
            {page === 1 ? (
              <>
                <p>There are no orders for {list.email} yet.</p>
                <p className="mt-2">
                  Ordered with another e-mail address? <Link href="/orders" className="font-semibold text-brand-700 underline">Sign in with that one</Link>. Ready for your first tin?{" "}
                  <Link href="/checkout" className="font-semibold text-brand-700 underline">Order now</Link>.
                </p>
              </>
            ) : (
              <p>
                There are no older orders. <Link href="/account" className="font-semibold text-brand-700 underline">Back to your latest orders</Link>.
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-4">
            {list.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
        )}
        {(page > 1 || list.hasMore) && (
          <nav aria-label="More orders" className="flex justify-between">
            {page > 1 ? <Link href={page === 2 ? "/account" : `/account?page=${page - 1}`} className={pager}>Newer orders</Link> : <span />}
            {list.hasMore && <Link href={`/account?page=${page + 1}`} className={pager}>Older orders</Link>}
          </nav>
        )}
        <MarketingPreference initial={subscribed} />
      </div>
    </main>
  );
}
