// Products & Prices (admins only, checked here): each product's name,
// description, price and stock, and who changed its price when. The list is
// read here; each card saves through PATCH /api/admin/products/{id}.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { adminProductList } from "@/lib/catalog/admin-products";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ProductsEditor } from "@/components/admin/products/products-editor";

export const metadata: Metadata = { title: "Products & Prices", robots: { index: false, follow: false } };

export default async function AdminProductsPage() {
  const admin = await requireAdminPage("/admin/products");
  const initial = await adminProductList(admin);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Products & Prices" />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ProductsEditor initial={initial} />
      </div>
    </main>
  );
}
