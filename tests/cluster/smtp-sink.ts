// A small SMTP server that accepts every message and keeps it, for checking
// how many e-mails the shop sent (and that none was sent twice). It speaks
// just enough of RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET,
// NOOP, QUIT. No TLS, no authentication: loopback only.
import net from "node:net";

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  stop(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let inData = false;
    let data: string[] = [];
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            messages.push({ to, data: data.join("\r\n") });
            inData = false;
            data = [];
            to = [];
            reply("250 OK queued");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") reply("250 sink");
        else if (verb === "MAIL") reply("250 OK");
        else if (verb === "RCPT") {
          to.push(line.replace(/^RCPT TO:\s*/i, "").replace(/[<>]/g, "").trim());
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          to = [];
          reply("250 OK");
        } else if (verb === "NOOP") reply("250 OK");
        else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("502 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
