import { anyApi, cronJobs } from "convex/server";

const crons = cronJobs();
crons.interval("fidelity tick", { seconds: 1 }, anyApi.jobs.tick, {
  source: "cron",
});
export default crons;
