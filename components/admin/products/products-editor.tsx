"use client";
// The owner's products page (/admin/products): one card per product, each
// saved on its own with the version it was loaded at. A card that asks for
// the latest version reads the list again; every card not being edited
// shows what that read brought.
import { SWRConfig } from "swr";
import type { AdminProducts } from "@/components/admin/products/types";
import { ProductCard } from "@/components/admin/products/product-card";
import { PAGE_READS, useAdminRead } from "@/components/admin/use-admin-read";

export function ProductsEditor({ initial }: { initial: AdminProducts }) {
  return (
    <SWRConfig value={PAGE_READS}>
      <ProductCards initial={initial} />
    </SWRConfig>
  );
}

function ProductCards({ initial }: { initial: AdminProducts }) {
  const list = useAdminRead<AdminProducts>("/api/admin/products", { initial });
  const products = list.data?.products ?? initial.products;
  if (products.length === 0) {
    return <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">No products yet.</p>;
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-neutral-700">
        Prices are in US dollars. Every price change is kept in the product&apos;s price history.
      </p>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} readLatest={() => list.reload({ asUse: true })} />
      ))}
    </div>
  );
}
