// `npm run outbox -- <e-mail> [--count N]`: the newest mails the local
// outbox holds for one address (sign-up codes, reset and consent links), read
// from the running local backend with its admin key. Offline this is the
// only place a mail's text appears: the backend's terminal names a mail, and
// never prints what it says.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runFunction } from "@vidyaquest/local-backend";
import { stackConfig } from "./stack.mjs";

type Mail = {
  to: string;
  subject: string;
  text: string;
  _creationTime: number;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const countAt = argv.indexOf("--count");
const count = countAt >= 0 ? Number(argv[countAt + 1]) : 3;
const to = argv.find((a, i) => !a.startsWith("--") && i !== countAt + 1);
if (!to || !Number.isInteger(count) || count < 1) {
  process.stderr.write("Usage: npm run outbox -- <e-mail> [--count N]\n");
  process.exit(2);
}
const config = stackConfig(root);
const url = `http://127.0.0.1:${config.backendPort}`;
const mails = (await runFunction({
  dataDir: config.dataDir,
  url,
  functionName: "mail:latestFor",
  args: { to, limit: count },
}).catch((error: unknown) => {
  process.stderr.write(
    `Could not read the outbox from the local backend at ${url} (${error instanceof Error ? (error.cause ?? error.message) : String(error)}). Is it running (npm start)?\n`,
  );
  process.exit(1);
})) as Mail[];
if (mails.length === 0) console.log(`No mail to ${to} in the outbox.`);
for (const mail of mails)
  console.log(
    `To: ${mail.to}\nDate: ${new Date(mail._creationTime).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}\nSubject: ${mail.subject}\n\n${mail.text}\n${"─".repeat(60)}`,
  );
