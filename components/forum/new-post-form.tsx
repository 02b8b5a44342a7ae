"use client";

// The New Post form: title (5-120 characters), category, text (20-10,000
// characters, plain text: line breaks kept, links made clickable, no HTML).
// Checked here with the API's own rules, then sent to POST /api/forum/posts.
// A published post opens at once; a new member's post waits for review. What
// is typed is kept in the browser until it is sent, also across signing in.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SignInForm } from "@/components/forum/sign-in-form";
import { UsernameForm } from "@/components/forum/username-form";
import { useDraft } from "@/components/forum/drafts";
import { useMember } from "@/components/forum/use-member";
import { newPostSchema, POST_CONTENT, POST_TITLE, SUSPENDED_MESSAGE } from "@/lib/forum/schema";
import { apiFailureFields, apiFailureMessage, apiRequest } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export const POST_HELD = "Thanks! Your post is waiting for review: it appears in the forum once a moderator approves it.";

type Errors = Partial<Record<"title" | "categoryId" | "content", string>>;

export function NewPostForm({ categories }: { categories: { id: string; name: string }[] }) {
  const id = useId();
  const router = useRouter();
  const member = useMember();
  const [title, setTitle] = useDraft("post:title");
  const [categoryId, setCategoryId] = useDraft("post:category");
  const [content, setContent] = useDraft("post:content");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [held, setHeld] = useState(false);

  if (held) {
    return (
      <Notice tone="info" message={POST_HELD} />
    );
  }
  if (member.status === "loading") return <p className="text-neutral-600">Loading…</p>;
  if (member.status === "signed-out") {
    return <SignInForm callbackUrl="/forum/new" intro="Sign in to start a discussion. New here? The link we e-mail you creates your account." />;
  }
  if (member.member.suspended) return <Notice tone="error" message={SUSPENDED_MESSAGE} />;
  if (!member.member.username) return <UsernameForm />;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = newPostSchema.safeParse({ title, categoryId, content });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    setSending(true);
    try {
      const res = await apiRequest("POST", "/api/forum/posts", checked.data);
      const post = (await res.json()) as { id: string; status: string };
      setTitle("");
      setCategoryId("");
      setContent("");
      if (post.status === "published") router.push(`/forum/post/${post.id}`);
      else setHeld(true);
    } catch (error) {
      const fields = apiFailureFields(error);
      if (fields) setErrors(fields);
      setFailure(apiFailureMessage(error, "Your post could not be published. Please try again."));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-neutral-600">
        Posting as <strong className="text-neutral-900">{member.member.username}</strong>
      </p>
      <Field id={`${id}-title`} label="Title" error={errors.title} hint={`${POST_TITLE.min}-${POST_TITLE.max} characters.`}>
        {(control) => <input {...control} value={title} maxLength={POST_TITLE.max} onChange={(event) => setTitle(event.target.value)} className={inputClass} />}
      </Field>
      <Field id={`${id}-category`} label="Category" error={errors.categoryId}>
        {(control) => (
          <select {...control} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={inputClass}>
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-content`}
        label="Your post"
        error={errors.content}
        hint={`${content.length.toLocaleString("en-US")}/${POST_CONTENT.max.toLocaleString("en-US")} characters. Plain text: line breaks are kept and links become clickable.`}
      >
        {(control) => <textarea {...control} value={content} maxLength={POST_CONTENT.max} rows={10} onChange={(event) => setContent(event.target.value)} className={inputClass} />}
      </Field>
      <Notice tone="error" message={failure} />
      <Button type="submit" disabled={sending}>
        {sending ? "Publishing…" : "Publish post"}
      </Button>
    </form>
  );
}
