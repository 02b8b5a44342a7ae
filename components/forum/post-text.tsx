import clsx from "clsx";
import { linkifyParts } from "@/lib/forum/linkify";

/**
 * A post's or reply's text as its author wrote it: plain text (never HTML),
 * line breaks kept, web addresses as links. Links open in a new tab and carry
 * no endorsement (rel="nofollow ugc"). Long words wrap; an address may break
 * anywhere, so that it never widens the column it is in (on a phone a grid
 * column grows to its longest unbreakable word and the page would scroll
 * sideways).
 */
export function PostText({ text, as: Element = "div", className }: { text: string; as?: "div" | "p"; className?: string }) {
  return (
    <Element className={clsx("whitespace-pre-line break-words", className)}>
      {linkifyParts(text).map((part, index) =>
        part.type === "link" ? (
          <a
            key={index}
            href={part.href}
            rel="nofollow ugc noopener"
            target="_blank"
            className="font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Element>
  );
}
