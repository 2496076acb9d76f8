// Does a password reset request take as long for an e-mail without an
// account as for one with? (Its timing must not tell which e-mails have
// accounts.)
//
//   npm run bench:reset-timing [-- --samples 40]
//
// Starts a fresh temporary local backend with the project's `convex/`, makes
// one account, and times `samples` reset requests for it and as many for
// unknown e-mails over HTTP, interleaved; prints medians and p95.
import { measureResetTiming } from "./resetTiming";
import { arg } from "./bench-views";

const SAMPLES = arg("samples", 40);

async function main() {
  const { known, unknown } = await measureResetTiming({ samples: SAMPLES });
  const row = (label: string, s: typeof known) =>
    `${label.padEnd(16)} median ${s.median.toFixed(2).padStart(7)} ms   p95 ${s.p95.toFixed(2).padStart(7)} ms`;
  console.log(`Password reset requests, ${SAMPLES} samples each:`);
  console.log(row("known e-mail", known));
  console.log(row("unknown e-mail", unknown));
  console.log(
    `Median difference: ${(known.median - unknown.median).toFixed(2)} ms`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
