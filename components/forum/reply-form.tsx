"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { canPostReply, REPLY_MAX_LENGTH } from "@/lib/forum/format";

/** Add a Reply: posting is not offered yet, so submitting only says so and clears the box. */
export function ReplyForm() {
  const [text, setText] = useState("");
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!canPostReply(text)) return;
        window.alert("Thanks for your reply! In a real implementation it would be saved to the discussion.");
        setText("");
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        Your reply
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={REPLY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value.slice(0, REPLY_MAX_LENGTH))}
        rows={5}
        placeholder="Share your experience or advice..."
        aria-describedby={`${id}-count`}
        className="mt-2 w-full rounded-xl border border-neutral-300 p-3 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <div className="mt-2 flex items-center justify-between gap-4">
        <p id={`${id}-count`} className="text-sm text-neutral-600" aria-live="polite">
          {text.length}/{REPLY_MAX_LENGTH} characters
        </p>
        <Button type="submit" disabled={!canPostReply(text)}>
          Post Reply
        </Button>
      </div>
    </form>
  );
}
