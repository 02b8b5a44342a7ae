// The owner's editors send each save through here: one request to the admin
// API, and an answer the form can show. A refusal keeps the form as it is
// (nothing typed is lost): field messages go beside their fields, a 409
// edit_conflict says someone else saved the item first, and anything else
// shows the API's own message.
import { apiFailureFields, apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";

export type SaveResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; fields: Record<string, string>; conflict: boolean };

const FAILED = "The change could not be saved. Please try again.";
const OFFLINE = "The shop could not be reached. Your changes are still here; check the connection and save again.";

/** Whether a refused request was the API's edit_conflict (another save came first). */
function isEditConflict(error: HttpError): boolean {
  if (error.status !== 409) return false;
  try {
    return (JSON.parse(error.body) as { error?: { code?: string } }).error?.code === "edit_conflict";
  } catch {
    return false;
  }
}

/** Sends one change (POST, PATCH, PUT or DELETE) and reads the JSON answer. */
export async function saveEdit<T>(method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: unknown): Promise<SaveResult<T>> {
  try {
    const res = await apiRequest(method, url, body);
    const data = res.status === 204 ? (undefined as T) : ((await res.json()) as T);
    return { ok: true, data };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, message: OFFLINE, fields: {}, conflict: false };
    return { ok: false, message: apiFailureMessage(error, FAILED), fields: apiFailureFields(error) ?? {}, conflict: isEditConflict(error) };
  }
}
