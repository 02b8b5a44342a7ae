"use client";

// A new member chooses the name they post under (3-20 letters, digits or _),
// once; PATCH /api/community/me checks that nobody has it yet.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMember } from "@/components/forum/use-member";
import type { MemberJson } from "@/lib/forum/members";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { USERNAME_RULE, usernameSchema } from "@/lib/forum/schema";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export function UsernameForm() {
  const id = useId();
  const { setMember } = useMember();
  const [username, setUsername] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = usernameSchema.safeParse({ username });
    if (!checked.success) return setError(USERNAME_RULE);
    setSaving(true);
    setError(undefined);
    try {
      const res = await apiRequest("PATCH", "/api/community/me", checked.data);
      setMember(((await res.json()) as { member: MemberJson }).member);
    } catch (failure) {
      setError(apiFailureMessage(failure, "Your username could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id={`${id}-username`} label="Choose your username" error={error} hint="3-20 letters, digits or underscores. Others see it on your posts.">
        {(control) => <input {...control} autoComplete="username" value={username} maxLength={20} onChange={(event) => setUsername(event.target.value)} className={inputClass} />}
      </Field>
      <Button type="submit" disabled={saving || username.trim() === ""}>
        {saving ? "Saving…" : "Save username"}
      </Button>
    </form>
  );
}
