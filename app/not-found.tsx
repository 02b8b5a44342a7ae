import type { Metadata } from "next";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-brand-50 px-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-neutral-700">
        The page you&apos;re looking for doesn&apos;t exist or has moved.
      </p>
      <a
        href="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Back to Home
      </a>
    </main>
  );
}
