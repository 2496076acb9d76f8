/* eslint-disable */
export {
  queryGeneric as query,
  internalQueryGeneric as internalQuery,
  mutationGeneric as mutation,
  internalMutationGeneric as internalMutation,
  actionGeneric as action,
  internalActionGeneric as internalAction,
} from "convex/server";
