import { defineComponent } from "convex/server";
import { v } from "convex/values";

// A small component of the fixture that probes what a component can see.
const component = defineComponent("probe", {
  env: { GREETING: v.optional(v.string()) },
});
export default component;
