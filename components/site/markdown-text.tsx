// A text the owner wrote in the shop's small Markdown (lib/format/markdown.ts),
// drawn as React elements: headings, paragraphs, lists, bold, italic and
// links. Every text is a React text node, so markup in it shows as written
// and is never HTML. A server component: it sends no JavaScript.
import { parseMarkdown, type Block, type Inline } from "@/lib/format/markdown";

const LINK_CLASS = "font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700";

// Texts are plain strings, not elements: a policy page's payload and the
// elements React hydrates stay as small as the text itself.
function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, index) => {
    switch (inline.type) {
      case "text":
        return inline.text;
      case "strong":
        return (
          <strong key={index} className="font-semibold text-neutral-900">
            <Inlines inlines={inline.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <Inlines inlines={inline.children} />
          </em>
        );
      case "link":
        return (
          <a key={index} href={inline.href} className={LINK_CLASS}>
            <Inlines inlines={inline.children} />
          </a>
        );
    }
  });
}

function BlockElement({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2 className="mt-10 text-2xl font-bold text-brand-900 first:mt-0">
          <Inlines inlines={block.children} />
        </h2>
      ) : (
        <h3 className="mt-6 text-lg font-semibold text-brand-900">
          <Inlines inlines={block.children} />
        </h3>
      );
    case "paragraph":
      return (
        <p className="mt-4">
          <Inlines inlines={block.children} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`mt-4 space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseMarkdown(text).map((block, index) => (
        <BlockElement key={index} block={block} />
      ))}
    </div>
  );
}
