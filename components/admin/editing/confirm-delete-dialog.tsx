"use client";
// The confirmation before an editor deletes something for good.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export function ConfirmDeleteDialog({
  open,
  title,
  children,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="space-y-4 text-sm">
        <div className="wrap-anywhere">{children}</div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="destructive" onClick={onConfirm}>
            Delete permanently
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
