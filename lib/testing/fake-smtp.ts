// A minimal SMTP server for tests: accepts every message and records envelope and data, or, with
// `refuse`, answers every message's DATA with a temporary failure (451) like a mail server in trouble;
// with `refuseAfter`, gives that answer only once the promise settles (a slow server); with
// `acceptAfter`, takes each message but confirms it only once the promise settles.
import net from "node:net";

const replies: Record<string, string> = {
  EHLO: "250 fake-smtp\r\n",
  HELO: "250 fake-smtp\r\n",
  DATA: "354 go ahead\r\n",
};

export type ReceivedMail = { from: string; to: string[]; data: string };

export async function startFakeSmtp(
  options: { refuse?: boolean; refuseAfter?: Promise<void>; acceptAfter?: Promise<void>; port?: number } = {},
): Promise<{ url: string; mails: ReceivedMail[]; refused: () => number; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  let refused = 0;
  const server = net.createServer((socket) => {
    let buffer = "";
    let current: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 fake-smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(current);
            current = { from: "", to: [], data: "" };
            const queued = () => socket.write("250 queued\r\n");
            if (options.acceptAfter) void options.acceptAfter.then(queued);
            else queued();
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "MAIL") current.from = line.slice(10).trim();
        if (command === "RCPT") current.to.push(line.slice(8).trim());
        if (command === "DATA" && (options.refuse || options.refuseAfter)) {
          refused++;
          const busy = () => socket.write("451 4.3.0 mail system busy, try again later\r\n");
          if (options.refuseAfter) void options.refuseAfter.then(busy);
          else busy();
          continue;
        }
        if (command === "DATA") inData = true;
        if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write(replies[command] ?? "250 ok\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
