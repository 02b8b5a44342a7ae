// Reading a CSV file back in tests, strictly as RFC 4180 writes it: records
// end with CRLF; a quoted field may hold commas, doubled quotes and line
// breaks; anything else (text after a closing quote, a last record left
// open) is an error, so a file the export got wrong fails the test.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === "") {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("Unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== "," && !text.startsWith("\r\n", i)) throw new Error(`Text after a quoted field at ${i}`);
    } else if (text[i] === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      if (text[i] === '"' || text[i] === "\r" || text[i] === "\n") throw new Error(`Unquoted ${JSON.stringify(text[i])} at ${i}`);
      field += text[i];
      i += 1;
    }
  }
  if (field !== "" || row.length) throw new Error("The last record does not end with CRLF");
  return rows;
}
