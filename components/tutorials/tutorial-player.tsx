"use client";

import { useEffect, useRef, useState } from "react";
import { VideoOff } from "lucide-react";
import { videoSourceOf } from "@/lib/tutorials/format";

/**
 * The inline player: YouTube and Vimeo play in their privacy-friendly embeds,
 * other addresses (the shop's own MP4 files) in a <video> with the thumbnail
 * as its poster, reading only the file's header until the visitor presses
 * play. A video that cannot be loaded shows a clear "unavailable" notice
 * instead of a broken player.
 */
export function TutorialPlayer({ title, videoUrl, poster }: { title: string; videoUrl: string; poster?: string | null }) {
  const source = videoSourceOf(videoUrl);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    // The error may have fired before this component hydrated.
    const video = videoRef.current;
    if (video && (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)) setUnavailable(true);
  }, []);

  if (source.kind === "embed") {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-black">
        <iframe
          src={source.src}
          title={`${title} (${source.provider} video)`}
          className="h-full w-full"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  if (unavailable) {
    return (
      <div role="status" className="flex aspect-video flex-col items-center justify-center gap-2 rounded-2xl bg-neutral-900 p-6 text-center text-white">
        <VideoOff aria-hidden="true" className="h-10 w-10 text-neutral-400" />
        <p className="text-lg font-semibold">Video unavailable</p>
        <p className="max-w-sm text-sm text-neutral-300">This video can&apos;t be played right now. Please try again later.</p>
      </div>
    );
  }

  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-black">
      <video
        ref={videoRef}
        src={source.src}
        poster={poster ?? undefined}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        className="h-full w-full"
        onError={() => setUnavailable(true)}
      />
    </div>
  );
}
