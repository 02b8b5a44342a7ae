import { errorResponse } from "@/lib/http/errors";
import { PLACEHOLDER_MAX_SIDE, parsePlaceholderSide, placeholderSvg } from "@/lib/placeholder";
import { otherMethods } from "@/lib/http/methods";

export async function GET(_request: Request, { params }: { params: Promise<{ w: string; h: string }> }) {
  const { w, h } = await params;
  const width = parsePlaceholderSide(w);
  const height = parsePlaceholderSide(h);
  if (width === null || height === null) {
    return errorResponse(400, "invalid_request", `Width and height must be whole numbers from 1 to ${PLACEHOLDER_MAX_SIDE}.`, {
      ...(width === null ? { w: "Invalid width" } : {}),
      ...(height === null ? { h: "Invalid height" } : {}),
    });
  }
  return new Response(placeholderSvg(width, height), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
