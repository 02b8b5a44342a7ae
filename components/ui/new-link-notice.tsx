// A link from an e-mail that does not work (unknown, expired, used, cut
// short): why, and where to ask for a new one.
import Link from "next/link";
import { Notice } from "@/components/ui/notice";

export function NewLinkNotice({ message, href }: { message: string; href: string }) {
  return (
    <Notice tone="error" message={message}>
      <p className="mt-2">
        <Link href={href} className="font-semibold underline">
          Ask for a new link
        </Link>
      </p>
    </Notice>
  );
}
