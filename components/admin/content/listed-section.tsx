"use client";
// A list section of the storefront content page (the FAQ, the reviews):
// every entry as a form of its own (Save, Delete after a confirmation, Move
// up and Move down), in display order, then a form adding an entry at the end. Each list brings its
// own fields, schema and words; the saves are in use-listed-item.ts.
import { useEffect, useRef, useState } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/admin/editing/confirm-delete-dialog";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass } from "@/components/admin/editing/styles";
import type { Outcome } from "@/components/admin/editing/use-editor-form";
import { ContentSection } from "@/components/admin/content/section";
import type { ContentStore } from "@/components/admin/content/types";
import { moveListed, useAddListedItem, useListedItemEditor, type ListKey, type Listed, type ListedKind } from "@/components/admin/content/use-listed-item";

/** What a list's fields are given: their ids' prefix, the form's registration, its values, and each field's message. */
export interface ListedFieldsProps<V extends FieldValues> {
  id: string;
  register: UseFormRegister<V>;
  values: V;
  error: (name: Path<V>) => string | undefined;
}

/** A list section: its saves, its fields and its words. */
export interface ListedView<K extends ListKey, V extends FieldValues> extends ListedKind<K, V> {
  /** Starts the forms' ids and names each entry's data attribute: "faq" gives `faq-<id>-…` and `data-faq-id`. */
  prefix: "faq" | "review";
  title: string;
  intro: string;
  /** Shown while the list is empty. */
  none: string;
  /** The name of an entry's form, given the entry as last saved and its place in the list (from 1). */
  label: (item: Listed<K>, number: number) => string;
  /** The confirmation's title, and what it says of the entry. */
  deleteTitle: string;
  deleteText: (item: Listed<K>) => React.ReactNode;
  /** The heading and button of the form adding an entry. */
  add: string;
  /** The field names the fields show messages beside, given the form's values. */
  shown: (values: V) => readonly string[];
  Fields: React.ComponentType<ListedFieldsProps<V>>;
}

function ListedItemForm<K extends ListKey, V extends FieldValues>({
  view,
  item,
  number,
  store,
  first,
  last,
  onMove,
  onDeleted,
  onGone,
}: {
  view: ListedView<K, V>;
  item: Listed<K>;
  number: number;
  store: ContentStore;
  /** Whether the entry is the list's first (cannot move up) or last (cannot move down). */
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onDeleted: () => void;
  onGone: () => void;
}) {
  const editor = useListedItemEditor(view, item, store, { onDeleted, onGone });
  const [confirming, setConfirming] = useState(false);
  const { base, values, errors, busy } = editor;
  const { Fields } = view;

  return (
    <li {...{ [`data-${view.prefix}-id`]: item.id }}>
      <form
        noValidate
        aria-label={view.label(base, number)}
        className={formCardClass}
        onSubmit={(event) => (busy || !editor.dirty ? event.preventDefault() : void editor.save(event))}
      >
        <Fields id={`${view.prefix}-${item.id}`} register={editor.form.register} values={values} error={editor.fieldError} />
        <FormNotices outcome={editor.outcome} errors={errors} fields={view.shown(values)} loading={editor.loading} onLoadLatest={() => void editor.loadLatest()} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy || !editor.dirty}>
            {editor.saving ? "Saving…" : "Save"}
          </Button>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button size="sm" variant="outline" data-move="up" disabled={first} onClick={() => onMove(-1)}>
            Move up
          </Button>
          <Button size="sm" variant="outline" data-move="down" disabled={last} onClick={() => onMove(1)}>
            Move down
          </Button>
        </div>
      </form>
      <ConfirmDeleteDialog
        open={confirming}
        title={view.deleteTitle}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void editor.remove();
        }}
      >
        {view.deleteText(base)}
      </ConfirmDeleteDialog>
    </li>
  );
}

function AddListedItemForm<K extends ListKey, V extends FieldValues>({ view, store }: { view: ListedView<K, V>; store: ContentStore }) {
  const editor = useAddListedItem(view, store);
  const heading = `${view.prefix}-new-heading`;
  const { Fields } = view;
  return (
    <form noValidate aria-labelledby={heading} className={formCardClass} onSubmit={(event) => (editor.saving ? event.preventDefault() : void editor.add(event))}>
      <h3 id={heading} className="font-semibold text-neutral-900">
        {view.add}
      </h3>
      <Fields id={`${view.prefix}-new`} register={editor.form.register} values={editor.values} error={editor.fieldError} />
      <FormNotices outcome={editor.outcome} errors={editor.errors} fields={view.shown(editor.values)} />
      <Button type="submit" size="sm" disabled={editor.saving || !editor.changed}>
        {editor.saving ? "Adding…" : view.add}
      </Button>
    </form>
  );
}

export function ListedSection<K extends ListKey, V extends FieldValues>({ view, items, store }: { view: ListedView<K, V>; items: readonly Listed<K>[]; store: ContentStore }) {
  const [notice, setNotice] = useState<Outcome>({ kind: "none" });
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // One move at a time: the next one starts from the saved order.
  const moving = useRef(false);
  // The moved entry's button to focus once the list shows the new order.
  const refocus = useRef<{ id: string; by: -1 | 1 } | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || !list.current) return;
    refocus.current = null;
    const entry = Array.from(list.current.children).find((li) => li.getAttribute(`data-${view.prefix}-id`) === target.id);
    const same = entry?.querySelector<HTMLButtonElement>(`button[data-move="${target.by < 0 ? "up" : "down"}"]`);
    const other = entry?.querySelector<HTMLButtonElement>(`button[data-move="${target.by < 0 ? "down" : "up"}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [items, view.prefix]);

  const move = async (id: string, by: -1 | 1) => {
    if (moving.current) return;
    moving.current = true;
    setNotice({ kind: "none" });
    try {
      const result = await moveListed(view.list, items, id, by, store, () => {
        refocus.current = { id, by };
      });
      setNotice(result.ok ? { kind: "done", text: "Moved." } : { kind: "failed", message: result.message, conflict: false });
    } finally {
      moving.current = false;
    }
  };

  return (
    <ContentSection id={view.list} title={view.title} headingRef={heading} intro={view.intro}>
      <FormNotices outcome={notice} fields={[]} />
      {items.length === 0 ? (
        <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">{view.none}</p>
      ) : (
        <ol ref={list} className="space-y-4">
          {items.map((item, index) => (
            <ListedItemForm
              key={item.id}
              view={view}
              item={item}
              number={index + 1}
              store={store}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(by) => void move(item.id, by)}
              onDeleted={() => {
                setNotice({ kind: "done", text: "Deleted." });
                heading.current?.focus();
              }}
              onGone={() => setNotice({ kind: "failed", message: view.gone, conflict: false })}
            />
          ))}
        </ol>
      )}
      <AddListedItemForm view={view} store={store} />
    </ContentSection>
  );
}
