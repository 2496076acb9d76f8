// The fidelity suite on this backend: each app served by a backend started
// in this process on free ports, with a fresh data directory.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fidelitySuite } from "./cases.js";
import { localTarget } from "./target.js";

const TESTS = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

fidelitySuite("local", {
  semantics: () => localTarget(path.join(TESTS, "fidelity", "app")),
  limits: () => localTarget(path.join(TESTS, "fixture-limits", "app")),
  components: () => localTarget(path.join(TESTS, "fixture-components")),
});
