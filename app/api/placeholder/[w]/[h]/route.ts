// GET /api/placeholder/{w}/{h}: a neutral SVG of that size for images not yet provided.
import { invalidInput } from "@/lib/errors";
import { route, withPublic } from "@/lib/api/route";
import { PLACEHOLDER_MAX_SIDE, parsePlaceholderSide, placeholderSvg } from "@/lib/placeholder";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ params }) => {
    const width = parsePlaceholderSide(params.w);
    const height = parsePlaceholderSide(params.h);
    if (width === null || height === null) {
      throw invalidInput(`Width and height must be whole numbers from 1 to ${PLACEHOLDER_MAX_SIDE}.`, {
        ...(width === null ? { w: "Invalid width" } : {}),
        ...(height === null ? { h: "Invalid height" } : {}),
      });
    }
    return new Response(placeholderSvg(width, height), {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
        // Its own CSP only (lib/security-headers.ts OWN_CSP_PATHS): opened as a page, nothing runs.
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  }),
});
