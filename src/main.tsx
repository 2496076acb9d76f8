import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/charts/styles.css";
import "./app/global.css";
// React's renderer is evaluated with this module, in the first step.
import "react-dom/client";

/** Resolves in a task of its own, so the browser can run others first. */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// The code is evaluated in steps, each a task of its own, with the browser
// free between them (to paint, or to take a tap): this module and React's
// renderer; the app and its router, fetched from the start and evaluated as
// they arrive; then the page's own chunks. In one piece it held a phone's
// main thread for a quarter of a second.
const boot = import("./app/boot");
await nextTask();
const { startApp } = await boot;
await nextTask();
await startApp();
