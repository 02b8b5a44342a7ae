import Image from "next/image";
import clsx from "clsx";

/** An author's picture: their own image, or the avatar drawn from their username. */
export function AuthorAvatar({ username, src, size = 40, className }: { username: string; src: string; size?: number; className?: string }) {
  return (
    <Image
      src={src}
      alt={`${username}'s avatar`}
      width={size}
      height={size}
      unoptimized
      className={clsx("shrink-0 rounded-full bg-neutral-100", className)}
    />
  );
}
