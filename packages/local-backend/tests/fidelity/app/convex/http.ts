import { anyApi, httpActionGeneric, httpRouter } from "convex/server";

const http = httpRouter();

http.route({
  path: "/notes",
  method: "POST",
  handler: httpActionGeneric(async (ctx, request) => {
    const { tag, text } = (await request.json()) as {
      tag: string;
      text: string;
    };
    const id = await ctx.runMutation(anyApi.notes.add, { tag, n: 0, text });
    return new Response(JSON.stringify({ id }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });
  }),
});

http.route({
  pathPrefix: "/hello/",
  method: "GET",
  handler: httpActionGeneric(async (_ctx, request) => {
    const name = new URL(request.url).pathname.slice("/hello/".length);
    return new Response(`hello ${name}`, { status: 200 });
  }),
});

export default http;
