// The order list's CSV file: RFC 4180 quoting, cells a spreadsheet would run
// as formulas written as text, the BOM and header first, and a stream that
// reads orders only as its reader asks for them. Every file is parsed back
// and must give the orders' own values.
import { csvCell, csvRow, orderCsvStream, ORDER_CSV_COLUMNS, UTF8_BOM } from "@/lib/orders/export-csv";
import type { AdminOrder } from "@/lib/schemas/order";
import { adminOrder } from "../../support/admin-order";
import { parseCsv } from "../../support/csv";

/** A spreadsheet cell as the export meant it: the defusing quote taken off again. */
const undefused = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

async function* iterate(orders: AdminOrder[]): AsyncGenerator<AdminOrder> {
  for (const order of orders) yield order;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let chunks = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    chunks += 1;
  }
  return { text: text + decoder.decode(), chunks };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("csvCell", () => {
  it("leaves plain text and numbers as they are, and null empty", () => {
    expect(csvCell("Kim Park")).toBe("Kim Park");
    expect(csvCell(3)).toBe("3");
    expect(csvCell("15.99")).toBe("15.99");
    expect(csvCell(null)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes a field with a comma, a quote, CR or LF, doubling its quotes", () => {
    expect(csvCell("Apt 4, 1 Main St")).toBe('"Apt 4, 1 Main St"');
    expect(csvCell('The "Rose" Studio')).toBe('"The ""Rose"" Studio"');
    expect(csvCell("1 Main St\nApt 4")).toBe('"1 Main St\nApt 4"');
    expect(csvCell("1 Main St\r\nApt 4")).toBe('"1 Main St\r\nApt 4"');
    expect(csvCell("back\rslash")).toBe('"back\rslash"');
  });

  it("writes a cell that would start a formula as text", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    // Only the first character counts.
    expect(csvCell("Kim = Park")).toBe("Kim = Park");
    expect(csvCell("a-b@example.com")).toBe("a-b@example.com");
  });
});

describe("csvRow", () => {
  it("joins the cells with commas and ends with CRLF", () => {
    expect(csvRow(["a", "b,c", null, 2])).toBe('a,"b,c",,2\r\n');
    expect(csvRow([])).toBe("\r\n");
  });
});

describe("orderCsvStream", () => {
  const headers = ORDER_CSV_COLUMNS.map((column) => column.header);

  it("has the dashboard's columns, in order", () => {
    expect(headers).toEqual([
      "Order ID", "Date", "Customer Name", "Customer Email", "Ship To Name", "Address", "City", "State", "ZIP", "Country",
      "Items", "Tins", "Subtotal", "Discount Code", "Discount", "Attributed To", "Tax State", "Tax Rate", "Tax",
      "Amount", "Refunded", "Payment", "Payment Mode", "Status",
      "Carrier", "Service", "Tracking Number", "Shipped At", "Delivered At",
    ]);
  });

  it("starts with the BOM and the header, and ends every record with CRLF", async () => {
    const { text } = await readAll(orderCsvStream(iterate([adminOrder(uuid(1))])));
    expect(text.startsWith(`${UTF8_BOM}Order ID,Date,Customer Name,`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")).toHaveLength(3);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes the header only for no orders", async () => {
    const { text } = await readAll(orderCsvStream(iterate([])));
    expect(text).toBe(`${UTF8_BOM}${csvRow(headers)}`);
  });

  it("writes an order's values: its lines, discount and tax, dollars with two decimals, instants in ISO 8601 UTC, empty for none", async () => {
    const order = adminOrder(uuid(2), {
      refunded: 4.5,
      status: "shipped",
      carrier: "UPS",
      service: "UPS Ground",
      trackingNumber: "1ZA73R910392187545",
      shippedAt: "2026-01-06T10:00:00.000Z",
      lines: [
        { name: "Healing Ointment", size: "4 oz / 120ml", quantity: 2, price: 15.99, total: 31.98 },
        { name: "Healing Ointment", size: "1 oz / 30ml", quantity: 1, price: 9, total: 9 },
      ],
      subtotal: 40.98,
      discountCode: "INK10",
      discount: 4.1,
      attributedTo: "Rosa Ink",
      taxState: "TX",
      taxRate: 6.25,
      tax: 2.31,
      amount: 39.19,
    });
    const [, row] = parseCsv((await readAll(orderCsvStream(iterate([order])))).text.slice(1));
    expect(Object.fromEntries(headers.map((header, i) => [header, row![i]]))).toEqual({
      "Order ID": uuid(2),
      Date: "2026-01-05T12:00:00.000Z",
      "Customer Name": "Kim Park",
      "Customer Email": "kim@example.com",
      "Ship To Name": "Kim Park",
      Address: "1 Main St",
      City: "Reno",
      State: "NV",
      ZIP: "89501",
      Country: "United States",
      Items: "2 × Healing Ointment (4 oz / 120ml) @ 15.99; 1 × Healing Ointment (1 oz / 30ml) @ 9.00",
      Tins: "3",
      Subtotal: "40.98",
      "Discount Code": "INK10",
      Discount: "4.10",
      "Attributed To": "Rosa Ink",
      "Tax State": "TX",
      "Tax Rate": "6.25%",
      Tax: "2.31",
      Amount: "39.19",
      Refunded: "4.50",
      Payment: "pi_00000000",
      "Payment Mode": "stripe",
      Status: "shipped",
      Carrier: "UPS",
      Service: "UPS Ground",
      "Tracking Number": "1ZA73R910392187545",
      "Shipped At": "2026-01-06T10:00:00.000Z",
      "Delivered At": "",
    });
  });

  it("parses back to the orders' values, whatever the customers typed", async () => {
    const names = ['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "Zoë Ångström", 'The "Rose", Studio', "Line\r\nbreak", "李小龍 🐉", "\tTab"];
    const orders = names.map((name, i) =>
      adminOrder(uuid(100 + i), {
        customerName: name,
        customerEmail: `buyer${i}@example.com`,
        shippingAddress: { name, address: `${i} Rue de l'Église, Bât. B\nApt 2`, city: "Montréal", state: "QC", zipCode: "H2X 1Y4", country: "Canada" },
      }),
    );
    const { text } = await readAll(orderCsvStream(iterate(orders)));
    expect(text[0]).toBe(UTF8_BOM);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(headers);
    expect(rows).toHaveLength(orders.length);
    rows.forEach((row, i) => {
      const expected = ORDER_CSV_COLUMNS.map((column) => {
        const value = column.value(orders[i]!);
        return value === null ? "" : String(value);
      });
      expect(row.map(undefused)).toEqual(expected);
      expect(row[2]).toBe(/^[=+\-@\t]/.test(names[i]!) ? `'${names[i]}` : names[i]);
    });
  });

  it("gives the bytes as UTF-8", async () => {
    const stream = orderCsvStream(iterate([adminOrder(uuid(3), { customerName: "Zoë" })]));
    const bytes = Buffer.from(await new Response(stream).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from("Zo\u00eb", "utf8"))).toBe(true);
  });

  it("streams the header and every one of many orders, in order", async () => {
    const orders = Array.from({ length: 1_000 }, (_, i) => adminOrder(uuid(1_000 + i)));
    const { text, chunks } = await readAll(orderCsvStream(iterate(orders)));
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(headers);
    expect(rows.map((row) => row[0])).toEqual(orders.map((order) => order.id));
    // Chunks of a few kilobytes, not one for the whole file nor one per order.
    expect(chunks).toBeGreaterThan(1);
    expect(chunks).toBeLessThan(orders.length / 10);
  });

  it("reads orders only as its reader asks, and stops when the download is cancelled", async () => {
    let yielded = 0;
    let finished = false;
    async function* endless(): AsyncGenerator<AdminOrder> {
      try {
        for (;;) {
          yielded += 1;
          yield adminOrder(uuid(yielded));
        }
      } finally {
        finished = true;
      }
    }
    // What is checked while the stream is left alone is an absence (no order
    // read ahead), which cannot be waited for: each pause gives the stream a
    // few event-loop turns in which a pull it should not make would happen.
    const idle = () => new Promise((resolve) => setTimeout(resolve, 10));
    const stream = orderCsvStream(endless());
    await idle();
    expect(yielded).toBe(0);

    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    const afterOne = yielded;
    expect(afterOne).toBeGreaterThan(0);
    await idle();
    expect(yielded).toBe(afterOne);

    await reader.read();
    const afterTwo = yielded;
    expect(afterTwo).toBeGreaterThan(afterOne);
    await reader.cancel();
    expect(finished).toBe(true);
    await idle();
    expect(yielded).toBe(afterTwo);
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("fails the download when the orders cannot be read", async () => {
    async function* failing(): AsyncGenerator<AdminOrder> {
      yield adminOrder(uuid(1));
      throw new Error("database gone");
    }
    await expect(readAll(orderCsvStream(failing()))).rejects.toThrow("database gone");
  });
});
