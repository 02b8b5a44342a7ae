import { errorResponse, withApiErrors } from "@/lib/http/errors";
import { readUpload, receiveUpload } from "@/lib/uploads/photo-uploads";
import { otherMethods } from "@/lib/http/methods";

type Context = { params: Promise<{ id: string }> };

export const PUT = withApiErrors(async (request: Request, { params }: Context) => {
  const { id } = await params;
  return Response.json(await receiveUpload(id, request), { headers: { "Cache-Control": "no-store" } });
});

export const GET = withApiErrors(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const file = await readUpload(id);
  if (!file) return errorResponse(404, "not_found", "Photo not found.");
  if (file.redirectTo) return Response.redirect(file.redirectTo, 302);
  return new Response(new Uint8Array(file.bytes!), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes!.length),
      "Cache-Control": "private, max-age=86400, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
