"use client";

import { useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/http/client";

/**
 * A post's views. The page around it is prerendered, so the visit is reported
 * from here, once per page shown (kept alive if the visitor leaves at once),
 * and the count the server answers replaces the prerendered one.
 */
export function ViewCount({ postId, initial }: { postId: string; initial: number }) {
  const [live, setLive] = useState<number | null>(null);
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    apiRequest("POST", `/api/forum/posts/${encodeURIComponent(postId)}/views`, undefined, { keepalive: true })
      .then((res) => res.json() as Promise<{ views: number }>)
      .then((body) => {
        if (typeof body?.views === "number") setLive(body.views);
      })
      .catch(() => {
        // The prerendered count stays; a lost visit is not worth an error.
      });
  }, [postId]);

  return <span data-live={live === null ? undefined : "true"}>{live ?? initial} views</span>;
}
