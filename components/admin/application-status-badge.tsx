import { Badge } from "@/components/ui/badge";

const tones = { pending: "warning", approved: "success", rejected: "danger" } as const;

export function ApplicationStatusBadge({ status }: { status: keyof typeof tones }) {
  return (
    <Badge tone={tones[status]} className="capitalize" data-testid="application-status">
      {status}
    </Badge>
  );
}
