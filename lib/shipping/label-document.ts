// The printable 4×6 label of the local generator, as an HTML fragment.
import { escapeHtml } from "@/lib/format/html";
import type { LabelAddress } from "@/lib/shipping/types";

export function labelHtml(input: { carrier: string; service: string; trackingNumber: string; from: LabelAddress; to: LabelAddress }): string {
  const { from, to } = input;
  const grouped = input.trackingNumber.replace(/(.{4})(?=.)/g, "$1 ");
  return [
    `<div class="shipping-label" style="width:4in;border:2px solid #000;padding:12px;font-family:Arial,sans-serif;font-size:12px">`,
    `<div style="display:flex;justify-content:space-between;font-weight:bold;font-size:18px;border-bottom:2px solid #000;padding-bottom:6px">`,
    `<span>${escapeHtml(input.carrier)}</span><span>${escapeHtml(input.service)}</span></div>`,
    `<div style="margin-top:6px">FROM: ${escapeHtml(from.name)}<br>${escapeHtml(from.street)}<br>`,
    `${escapeHtml(`${from.city}, ${from.state} ${from.zipCode}`)}</div>`,
    `<div style="margin:10px 0 10px 24px;font-size:14px">SHIP TO:<br><strong>${escapeHtml(to.name.toUpperCase())}</strong><br>`,
    `${escapeHtml(to.street.toUpperCase())}<br>`,
    `${escapeHtml(`${to.city} ${to.state} ${to.zipCode}`.toUpperCase())}</div>`,
    `<div style="border-top:2px solid #000;padding-top:6px;text-align:center">TRACKING #<br>`,
    `<span style="font-family:monospace;font-size:16px;letter-spacing:1px">${escapeHtml(grouped)}</span></div>`,
    `</div>`,
  ].join("");
}
