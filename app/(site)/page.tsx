import Link from "next/link";
import { listProducts } from "@/lib/catalog/products";
import { formatPrice } from "@/lib/catalog/money";
import { getSite } from "@/lib/site";

// Prerendered, refreshed from the database every five minutes.
export const revalidate = 300;

export default async function HomePage() {
  const site = getSite();
  const products = await listProducts();
  const from = products.length ? Math.min(...products.map((p) => p.priceCents)) : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{site.name}</p>
      <h1 className="mt-3 text-4xl font-bold text-brand-900">{site.productName}</h1>
      <p className="mt-4 text-lg text-neutral-700">
        Heals tattoos 15% faster. 100% natural. Free shipping to all 50 US states with no minimum.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Sizes">
        {products.map((product) => (
          <li key={product.id} className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <p className="font-semibold text-brand-900">{product.size}</p>
            <p className="mt-1 text-3xl font-bold text-brand-700">{formatPrice(product.priceCents)}</p>
            <p className="mt-2 text-sm text-neutral-700">{product.description}</p>
          </li>
        ))}
      </ul>
      {from !== null && (
        <Link
          href="/checkout"
          className="mt-10 self-start rounded-full bg-brand-700 px-8 py-4 font-semibold text-white hover:bg-brand-600"
        >
          Order Now - Starting from {formatPrice(from)}
        </Link>
      )}
    </main>
  );
}
