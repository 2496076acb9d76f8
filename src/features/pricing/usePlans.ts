import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";

export function usePlans() {
  return useQuery(api.pricing.plans.list);
}
