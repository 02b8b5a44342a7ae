"use client";
// The owner's products page (/admin/products): one card per product, each
// saved on its own with the version it was loaded at.
import type { AdminProducts } from "@/components/admin/products/types";
import { ProductCard } from "@/components/admin/products/product-card";

export function ProductsEditor({ initial }: { initial: AdminProducts }) {
  if (initial.products.length === 0) {
    return <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">No products yet.</p>;
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-neutral-700">
        Prices are in US dollars. Every price change is kept in the product&apos;s price history.
      </p>
      {initial.products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
