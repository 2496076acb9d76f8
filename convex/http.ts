import { httpRouter } from "convex/server";
import { auth } from "./auth";

const http = httpRouter();

// Convex Auth: OpenID configuration, JWKS and OAuth callbacks.
auth.addHttpRoutes(http);

export default http;
