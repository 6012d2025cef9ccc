// What the composition and other resources may use of the mail resource.
export type { MailTransport, OutgoingMail } from "./mail-message";
export { queueMail, type NewMail } from "./mail-outbox";
export { sendDueMail, DEFAULT_SENDER_OPTIONS } from "./mail-sender";
export type { SenderOptions } from "./mail-sender";
export { startMailSender } from "./mail-sender-loop";
export { devMailRoutes } from "./mail-routes";
export { devOutboxPages } from "./outbox-page-routes";
export { folderTransport, smtpTransport } from "./mail-transports";
export { escapeHtml } from "./escape-html";
export { pruneSentMail, SENT_MAIL_RETENTION_DAYS } from "./prune-sent-mail";
