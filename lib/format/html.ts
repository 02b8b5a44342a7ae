// Text put into HTML the shop writes itself (e-mails, the printable label):
// the five characters that could end a text or an attribute are escaped.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
