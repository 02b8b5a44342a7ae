import { ButtonLink } from "@/components/ui/button";

export default function PostNotFound() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-neutral-900">Post Not Found</h1>
      <p className="mt-3 max-w-md text-neutral-700">The post you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <ButtonLink href="/forum" className="mt-8">
        Back to Forum
      </ButtonLink>
    </main>
  );
}
