import { seasonFilterSchema } from "@/lib/schemas/tutorial";
import { isSeason, videoSourceOf } from "@/lib/tutorials/format";

describe("seasons", () => {
  it("knows the four seasons, and all as no filter", () => {
    expect(isSeason("fall")).toBe(true);
    expect(isSeason("featured")).toBe(false);
    expect(seasonFilterSchema.parse("all")).toBeUndefined();
    expect(seasonFilterSchema.parse(undefined)).toBeUndefined();
    expect(seasonFilterSchema.parse("winter")).toBe("winter");
    expect(seasonFilterSchema.safeParse("featured").success).toBe(false);
  });
});

describe("videoSourceOf", () => {
  it("turns YouTube links into the no-cookie embed", () => {
    for (const url of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "https://youtube.com/embed/dQw4w9WgXcQ"]) {
      expect(videoSourceOf(url)).toEqual({ kind: "embed", provider: "YouTube", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" });
    }
  });

  it("turns Vimeo links into the do-not-track embed", () => {
    expect(videoSourceOf("https://vimeo.com/76979871")).toEqual({ kind: "embed", provider: "Vimeo", src: "https://player.vimeo.com/video/76979871?dnt=1" });
  });

  it("plays anything else as a video file", () => {
    expect(videoSourceOf("/videos/tutorials/a.mp4")).toEqual({ kind: "file", src: "/videos/tutorials/a.mp4" });
    expect(videoSourceOf("https://cdn.example.com/v.mp4")).toEqual({ kind: "file", src: "https://cdn.example.com/v.mp4" });
  });
});
