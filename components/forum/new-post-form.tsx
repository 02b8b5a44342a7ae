"use client";

// The New Post form: title (5-120 characters), category, text (20-10,000
// characters, plain text: line breaks kept, links made clickable, no HTML).
// Checked here with the API's own rules, then sent to POST /api/forum/posts.
// A published post opens at once; a new member's post waits for review. What
// is typed is kept in the browser until it is sent, also across signing in.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SignInForm } from "@/components/forum/sign-in-form";
import { UsernameForm } from "@/components/forum/username-form";
import { useFormDrafts } from "@/components/forum/drafts";
import { useMember } from "@/components/forum/use-member";
import { newPostSchema, POST_CONTENT, POST_TITLE, SUSPENDED_MESSAGE, type NewPostInput } from "@/lib/forum/schema";
import { showServerFieldErrors } from "@/lib/http/form-errors";
import { apiFailureFields, apiFailureMessage, apiRequest } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export const POST_HELD = "Thanks! Your post is waiting for review: it appears in the forum once a moderator approves it.";

export function NewPostForm({ categories }: { categories: { id: string; name: string }[] }) {
  const id = useId();
  const router = useRouter();
  const member = useMember();
  const form = useForm<z.input<typeof newPostSchema>, unknown, NewPostInput>({
    resolver: zodResolver(newPostSchema),
    defaultValues: { title: "", categoryId: "", content: "" },
    reValidateMode: "onSubmit",
  });
  useFormDrafts(form, { title: "post:title", categoryId: "post:category", content: "post:content" });
  const content = useWatch({ control: form.control, name: "content" }) ?? "";
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [held, setHeld] = useState(false);

  if (held) {
    return <Notice tone="info" message={POST_HELD} />;
  }
  if (member.status === "loading") return <p className="text-neutral-600">Loading…</p>;
  if (member.status === "signed-out") {
    return <SignInForm callbackUrl="/forum/new" intro="Sign in to start a discussion. New here? The link we e-mail you creates your account." />;
  }
  if (member.member.suspended) return <Notice tone="error" message={SUSPENDED_MESSAGE} />;
  if (!member.member.username) return <UsernameForm />;

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const res = await apiRequest("POST", "/api/forum/posts", values);
        const post = (await res.json()) as { id: string; status: string };
        form.reset({ title: "", categoryId: "", content: "" });
        if (post.status === "published") router.push(`/forum/post/${post.id}`);
        else setHeld(true);
      } catch (error) {
        showServerFieldErrors(form.setError, apiFailureFields(error));
        setFailure(apiFailureMessage(error, "Your post could not be published. Please try again."));
      }
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-neutral-600">
        Posting as <strong className="text-neutral-900">{member.member.username}</strong>
      </p>
      <Field id={`${id}-title`} label="Title" error={errors.title?.message} hint={`${POST_TITLE.min}-${POST_TITLE.max} characters.`}>
        {(control) => <input {...control} maxLength={POST_TITLE.max} className={inputClass} {...form.register("title")} />}
      </Field>
      <Field id={`${id}-category`} label="Category" error={errors.categoryId?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...form.register("categoryId")}>
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
        error={errors.content?.message}
        hint={`${content.length.toLocaleString("en-US")}/${POST_CONTENT.max.toLocaleString("en-US")} characters. Plain text: line breaks are kept and links become clickable.`}
      >
        {(control) => <textarea {...control} maxLength={POST_CONTENT.max} rows={10} className={inputClass} {...form.register("content")} />}
      </Field>
      <Notice tone="error" message={failure} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Publishing…" : "Publish post"}
      </Button>
    </form>
  );
}
