"use client";
// The saves of a list on the storefront content page (the FAQ, the reviews):
// an entry's own form sends its fields, checked with the list API's schema,
// with the version it was loaded at (PATCH), deletes it with that version
// (DELETE), and after a conflict reads the content again for the latest
// version; the form adding an entry sends the new one (POST) and is
// cleared. Every answer is applied to the page's copy of the list at once.
// Moving an entry sends the whole list's new order (PUT …/order); a list
// changed meanwhile is refused and read again.
import { useWatch, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "@/lib/http/client";
import { refusal, useEditorForm, useItemEditor } from "@/components/admin/editing/use-editor-form";
import type { AdminContent, ContentStore } from "@/components/admin/content/types";

/** The lists of the content page, as the content and the API name them. */
export type ListKey = "faq" | "reviews";

/** An entry of the list `K`. */
export type Listed<K extends ListKey> = AdminContent[K][number];

/** What the saves need to know of a list and of its forms' values `V`. */
export interface ListedKind<K extends ListKey, V extends FieldValues> {
  /** The list's key in the content ("faq"), also the end of its API's URL. */
  list: K;
  /** The key of the API's answer that holds the saved entry. */
  answer: "entry" | "review";
  /** The form's values of an entry. */
  toValues: (item: Listed<K>) => V;
  /** The values of a new entry's empty form. */
  empty: V;
  /** Whether two forms' values mean the same. */
  same: (a: V, b: V) => boolean;
  /** The list API's schema, taking the form's values: what it gives is what is sent. */
  schema: z.ZodType<object, V>;
  /** Said when the entry was deleted by someone else. */
  gone: string;
}

const listUrl = (list: ListKey) => `/api/admin/content/${list}`;
const itemUrl = (list: ListKey, id: string) => `${listUrl(list)}/${encodeURIComponent(id)}`;

/** The content with its list `list` changed. */
function withList<K extends ListKey>(content: AdminContent, list: K, change: (items: Listed<K>[]) => Listed<K>[]): AdminContent {
  return { ...content, [list]: change(content[list] as Listed<K>[]) };
}

/** The entry a save's answer holds. */
async function answered<K extends ListKey>(res: Response, key: ListedKind<K, FieldValues>["answer"]): Promise<Listed<K>> {
  return ((await res.json()) as Record<typeof key, Listed<K>>)[key];
}

/**
 * The form of one entry of a list. `onDeleted` is told once the entry is
 * deleted, `onGone` when the latest version was asked for and the entry was
 * no longer there.
 */
export function useListedItemEditor<K extends ListKey, V extends FieldValues>(
  kind: ListedKind<K, V>,
  item: Listed<K>,
  store: ContentStore,
  { onDeleted, onGone }: { onDeleted: () => void; onGone: () => void },
) {
  const editor = useItemEditor(item, kind);
  const { list } = kind;
  const url = itemUrl(list, item.id);

  const save = editor.submit(async (fields) => {
    const saved = await answered<K>(await apiRequest("PATCH", url, { version: editor.base.version, ...fields }), kind.answer);
    editor.adopt(saved);
    store.saved((content) => withList(content, list, (items) => items.map((i) => (i.id === saved.id ? saved : i))));
    return "Saved.";
  });

  const remove = () =>
    editor.run(async () => {
      await apiRequest("DELETE", url, { version: editor.base.version });
      onDeleted();
      store.saved((content) => withList(content, list, (items) => items.filter((i) => i.id !== item.id)));
      return "Deleted.";
    });

  const loadLatest = () =>
    editor.loadLatest(async () => {
      const content = await store.reload();
      if (!content) return null;
      const latest = (content[list] as Listed<K>[]).find((i) => i.id === item.id);
      if (!latest) onGone();
      return latest;
    }, kind.gone);

  return { ...editor, save, remove, loadLatest };
}

/** The form adding an entry at the end of a list. */
export function useAddListedItem<K extends ListKey, V extends FieldValues>(kind: ListedKind<K, V>, store: ContentStore) {
  const editor = useEditorForm(kind.schema, kind.empty);
  const values = useWatch({ control: editor.form.control }) as V;

  const add = editor.submit(async (fields) => {
    const added = await answered<K>(await apiRequest("POST", listUrl(kind.list), fields), kind.answer);
    editor.form.reset(kind.empty);
    store.saved((content) => withList(content, kind.list, (items) => [...items.filter((i) => i.id !== added.id), added]));
    return "Added.";
  });

  return { ...editor, values, changed: !kind.same(values, kind.empty), add };
}

/** The list's entries in the order of `ids`; any entry `ids` does not name stays, at the end. */
function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = ids.flatMap((id) => byId.get(id) ?? []);
  const named = new Set(ids);
  return [...placed, ...items.filter((item) => !named.has(item.id))];
}

/** How a move went: the API's message when it was refused. */
export type MoveResult = { ok: true } | { ok: false; message: string };

/**
 * Moves the entry `id` one place up (-1) or down (1): sends every entry's id
 * in the new order and applies the saved order to the page's copy. When the
 * list was changed meanwhile (409 edit_conflict) the content is read again.
 * `onSaved` is told just before the saved order is applied.
 */
export async function moveListed<K extends ListKey>(
  list: K,
  items: readonly Listed<K>[],
  id: string,
  by: -1 | 1,
  store: ContentStore,
  onSaved: () => void,
): Promise<MoveResult> {
  const ids = items.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return { ok: true };
  [ids[from], ids[to]] = [ids[to], ids[from]];
  let saved: string[];
  try {
    const res = await apiRequest("PUT", `${listUrl(list)}/order`, { ids });
    saved = ((await res.json()) as { ids: string[] }).ids;
  } catch (error) {
    const { message, conflict } = refusal(error);
    if (conflict) void store.reload();
    return { ok: false, message };
  }
  onSaved();
  store.saved((content) => withList(content, list, (current) => inOrder(current, saved)));
  return { ok: true };
}
