// The products as GET /api/admin/products gives them (prices in dollars).
export type { AdminProductJson as AdminProduct, AdminProductsJson as AdminProducts, PriceChangeJson as PriceChange } from "@/lib/catalog/admin-products";
