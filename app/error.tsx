"use client";

// Shown when a page fails to render, for example while the database is down.
// "Try again" fetches the page from the server again (retry), not just
// re-rendering what the browser already has.
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-brand-50 px-6 text-center">
      <h1 className="text-3xl font-bold text-brand-900">We&apos;ll be right back</h1>
      <p className="mt-4 max-w-md text-neutral-700">
        This page can&apos;t be shown right now. Please try again in a moment.
      </p>
      <div className="mt-8 flex gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600"
        >
          Try again
        </button>
        <a href="/" className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700">
          Back to Home
        </a>
      </div>
    </main>
  );
}
