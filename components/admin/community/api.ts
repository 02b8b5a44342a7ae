// The moderation page's requests: one action to POST
// /api/admin/community/actions, then the whole queue again from GET
// /api/admin/community, with the admin's session cookie;
// a refused action comes back with the API's own message.
import type { ModerationAction, ModerationQueue } from "@/lib/forum/moderation";
import { apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";
import { readJson } from "@/lib/http/read";

export type ActionResult = { ok: true } | { ok: false; message: string };

const FAILED = "The action could not be carried out. Please try again.";
const OFFLINE = "The shop could not be reached. Check the connection and try again.";

/** Sends one moderation action; the API logs it with the admin and the time. */
export async function sendModeration(action: ModerationAction): Promise<ActionResult> {
  try {
    await apiRequest("POST", "/api/admin/community/actions", action);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof HttpError ? apiFailureMessage(error, FAILED) : OFFLINE };
  }
}

/** The queue as it is now, or null when it could not be read. */
export const loadQueue = () => readJson<ModerationQueue>("/api/admin/community");
