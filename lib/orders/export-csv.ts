// The admin's order list as a CSV file (GET /api/admin/orders/export): one
// row per order with the columns of the dashboard's table (order, customer,
// shipping address, amount, payment, status, tracking), written as RFC 4180
// (fields quoted when they hold a quote, a comma or a line break; rows end
// with CRLF) after a UTF-8 byte order mark, so that Excel reads the accents
// of a customer's name. A spreadsheet runs a cell that starts with `=`, `+`,
// `-` or `@` as a formula: customers type their own names and addresses, so
// such a cell is written with a leading `'` (OWASP's advice on CSV injection).
// Money is in dollars with two decimals (15.99), instants in ISO 8601 UTC.
import type { AdminOrder } from "@/lib/schemas/order";

/** First in the file: Excel opens it as UTF-8 only with it. */
export const UTF8_BOM = "\uFEFF";

/** What a spreadsheet could read as the start of a formula (TAB and CR too: some strip them first). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: defused if it could start a formula, quoted if it must be; null is an empty field. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Dollars with two decimals: 9 → "9.00", 15.99 → "15.99". */
const dollars = (amount: number) => amount.toFixed(2);

interface OrderCsvColumn {
  header: string;
  value: (order: AdminOrder) => string | number | null;
}

/** The file's columns, in order: the header and each order's value. */
export const ORDER_CSV_COLUMNS: readonly OrderCsvColumn[] = [
  { header: "Order ID", value: (o) => o.id },
  { header: "Date", value: (o) => o.createdAt },
  { header: "Customer Name", value: (o) => o.customerName },
  { header: "Customer Email", value: (o) => o.customerEmail },
  { header: "Ship To Name", value: (o) => o.shippingAddress.name },
  { header: "Address", value: (o) => o.shippingAddress.address },
  { header: "City", value: (o) => o.shippingAddress.city },
  { header: "State", value: (o) => o.shippingAddress.state },
  { header: "ZIP", value: (o) => o.shippingAddress.zipCode },
  { header: "Country", value: (o) => o.shippingAddress.country },
  { header: "Items", value: (o) => o.lines.map((line) => `${line.quantity} × ${line.name} (${line.size}) @ ${dollars(line.price)}`).join("; ") },
  { header: "Tins", value: (o) => o.lines.reduce((sum, line) => sum + line.quantity, 0) },
  { header: "Subtotal", value: (o) => dollars(o.subtotal) },
  { header: "Discount Code", value: (o) => o.discountCode },
  { header: "Discount", value: (o) => dollars(o.discount) },
  { header: "Attributed To", value: (o) => o.attributedTo },
  { header: "Tax State", value: (o) => o.taxState },
  { header: "Tax Rate", value: (o) => (o.taxRate === null ? null : `${o.taxRate}%`) },
  { header: "Tax", value: (o) => dollars(o.tax) },
  { header: "Amount", value: (o) => dollars(o.amount) },
  { header: "Refunded", value: (o) => dollars(o.refunded) },
  { header: "Payment", value: (o) => o.paymentIntentId },
  { header: "Payment Mode", value: (o) => o.paymentMode },
  { header: "Status", value: (o) => o.status },
  { header: "Carrier", value: (o) => o.carrier },
  { header: "Service", value: (o) => o.service },
  { header: "Tracking Number", value: (o) => o.trackingNumber },
  { header: "Shipped At", value: (o) => o.shippedAt },
  { header: "Delivered At", value: (o) => o.deliveredAt },
];

const orderCsvHeader = () => csvRow(ORDER_CSV_COLUMNS.map((column) => column.header));
const orderCsvRow = (order: AdminOrder) => csvRow(ORDER_CSV_COLUMNS.map((column) => column.value(order)));

/** About how much text one chunk of the stream carries. */
const CHUNK_CHARS = 16 * 1024;

/**
 * The file as a byte stream: the BOM and the header, then a row per order.
 * Orders are taken from `orders` only as the reader asks for more (a chunk of
 * a few kilobytes at a time), so a slow download holds back the database
 * reads; a cancelled download (the admin closed the tab) ends the iteration.
 */
export function orderCsvStream(orders: AsyncIterable<AdminOrder>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = orders[Symbol.asyncIterator]();
  let started = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = "";
        if (!started) {
          started = true;
          text = UTF8_BOM + orderCsvHeader();
        }
        while (text.length < CHUNK_CHARS) {
          const next = await iterator.next();
          if (cancelled) return;
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          text += orderCsvRow(next.value);
        }
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        cancelled = true;
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
