import net from "node:net";
import nodemailer from "nodemailer";
import { SINK_PASSWORD, SINK_USER, startSmtpSink } from "./smtp-sink";

/** A raw SMTP client: sends `line`, then waits for an answer starting with `code`. */
function conversation(socket: net.Socket) {
  let heard = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (heard += chunk));
  const answer = (code: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (new RegExp(`^${code} `, "m").test(heard)) {
          heard = "";
          resolve();
        } else if (socket.destroyed) reject(new Error(`no ${code}: ${heard}`));
        else setTimeout(check, 5);
      };
      check();
    });
  return {
    answer,
    say: async (line: string, code: string) => {
      socket.write(`${line}\r\n`);
      await answer(code);
    },
  };
}

it("keeps working when a sender resets its connection in the middle of a message", async () => {
  const sink = await startSmtpSink();
  try {
    const { port } = new URL(sink.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    const smtp = conversation(socket);
    await smtp.answer("220");
    await smtp.say("EHLO killed.example", "250");
    const plain = Buffer.from(`\0${SINK_USER}\0${SINK_PASSWORD}`);
    await smtp.say(`AUTH PLAIN ${plain.toString("base64")}`, "235");
    await smtp.say("MAIL FROM:<sender@example.com>", "250");
    // As a killed process's connection ends: a reset, inside the transaction.
    socket.resetAndDestroy();
    await new Promise((resolve) => socket.once("close", resolve));

    // An uncaught 'error' would have failed this file; the sink goes on.
    const transport = nodemailer.createTransport(sink.url);
    await transport.sendMail({
      from: "sender@example.com",
      to: "traveller@example.com",
      subject: "After the reset",
      text: "Still here",
      messageId: "<after-reset@example.com>",
    });
    transport.close();
    expect(sink.received.map((mail) => mail.messageId)).toEqual([
      "<after-reset@example.com>",
    ]);
  } finally {
    await sink.close();
  }
});
