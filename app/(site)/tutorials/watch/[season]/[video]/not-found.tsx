import { ButtonLink } from "@/components/ui/button";

// A player address whose video is not published (made up, or unpublished since).
export default function TutorialNotFound() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-neutral-900">Tutorial Not Found</h1>
      <p className="mt-3 max-w-md text-neutral-700">The tutorial you&apos;re looking for doesn&apos;t exist or is no longer published.</p>
      <ButtonLink href="/tutorials" className="mt-8">
        Back to Tutorials
      </ButtonLink>
    </main>
  );
}
