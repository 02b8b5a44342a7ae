// The outbox's file names and headers, as the retention and the privacy
// deletion read them: a file's time and message id come from its name, its
// recipients from its To header (folded or not, with or without names).
import { parseOutboxFileName, recipientsOf } from "@/lib/mail/outbox-files";

describe("an outbox file's name", () => {
  it("gives the time it was written and its message's id, as the transport names it", () => {
    const writtenAt = new Date("2026-11-27T02:24:29.123Z");
    const id = "0b7c2f5e-2d2a-4c55-9d61-6a4a3c1b9e10";
    const name = `${writtenAt.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
    expect(parseOutboxFileName(name)).toEqual({ writtenAt, id });
  });

  it.each(["notes.txt", "2026-11-27T02-24-29-123Z-0b7c2f5e-2d2a-4c55-9d61-6a4a3c1b9e10.eml.part", "2026-13-45T99-99-99-999Z-0b7c2f5e-2d2a-4c55-9d61-6a4a3c1b9e10.eml", "x-0b7c2f5e.eml"])(
    "is not read from anything else: %s",
    (name) => {
      expect(parseOutboxFileName(name)).toBeNull();
    },
  );
});

describe("an e-mail's recipients", () => {
  it("are the addresses of its To header, lower-case, and none of its other headers or body", () => {
    const eml = ["From: Verdant Ink <support@verdantink.com>", "Reply-To: support@verdantink.com", "To: Ada Lovelace <Ada.Lovelace@Example.com>,", " bob@example.com", "Subject: Hi carol@example.com", "", "Write to dave@example.com"].join("\r\n");
    expect(recipientsOf(eml)).toEqual(["ada.lovelace@example.com", "bob@example.com"]);
    expect(recipientsOf("To: ada@example.com\n\nHi")).toEqual(["ada@example.com"]);
    expect(recipientsOf("Subject: no recipient\n\nTo: eve@example.com")).toEqual([]);
  });
});
