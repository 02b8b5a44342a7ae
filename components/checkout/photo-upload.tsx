"use client";

// Optional photo of the tattoo: idle → uploading → uploaded
// (preview with a check mark) → removed. The file is PUT to a signed address;
// the photo's address is that address without its query string.
import * as React from "react";
import { CheckCircle2, ImagePlus, Loader2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, HttpError, putUpload } from "@/lib/http/client";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

type UploadState = "idle" | "uploading" | "uploaded" | "removed";

const invalidType = () =>
  toast({ variant: "destructive", title: "Invalid File Type", description: "Please select an image file (JPG, PNG, etc.)." });
const tooLarge = () =>
  toast({ variant: "destructive", title: "File Too Large", description: "Please select an image smaller than 10MB." });

export function PhotoUpload({
  onChange,
  disabled,
  label = "Tattoo photo",
  help = "Share a photo of your tattoo so we can tailor your aftercare tips.",
}: {
  onChange: (url: string | null) => void;
  disabled?: boolean;
  /** What the photo is for (the review form asks for one of its own). */
  label?: string;
  help?: string;
}) {
  const [state, setState] = React.useState<UploadState>("idle");
  const [preview, setPreview] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const reset = (next: UploadState) => {
    setPreview(null);
    onChange(null);
    setState(next);
    if (inputRef.current) inputRef.current.value = "";
  };

  async function upload(file: File) {
    if (!file.type.startsWith("image/")) return invalidType();
    if (file.size > MAX_PHOTO_BYTES) return tooLarge();
    setPreview(URL.createObjectURL(file));
    setState("uploading");
    onChange(null);
    try {
      const { uploadURL } = (await (await apiRequest("POST", "/api/objects/upload", {})).json()) as { uploadURL: string };
      await putUpload(uploadURL, file);
      onChange(uploadURL.split("?")[0]);
      setState("uploaded");
      toast({ title: "Photo Uploaded", description: "Your photo has been uploaded successfully!" });
    } catch (error) {
      reset("idle");
      // The server judged the bytes: not an image after all, or too large.
      if (error instanceof HttpError && error.status === 415) return invalidType();
      if (error instanceof HttpError && error.status === 413) return tooLarge();
      toast({ variant: "destructive", title: "Upload Failed", description: "Failed to upload photo. Please try again." });
    }
  }

  return (
    <div>
      <p className="text-sm font-medium text-neutral-900" id="photo-label">
        {label} <span className="font-normal text-neutral-500">(optional)</span>
      </p>
      <p className="text-sm text-neutral-600" id="photo-help">
        {help}
      </p>
      {preview ? (
        <div className="relative mt-3 inline-block">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file */}
          <img src={preview} alt={`Preview of your ${label.toLowerCase()}`} className="h-32 w-32 rounded-xl object-cover" />
          {state === "uploading" && (
            <span className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/70" role="status">
              <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
              <span className="sr-only">Uploading photo…</span>
            </span>
          )}
          {state === "uploaded" && (
            <CheckCircle2 aria-label="Photo uploaded" role="img" className="absolute -right-2 -top-2 h-7 w-7 rounded-full bg-white text-brand-700" />
          )}
          <Button
            variant="outline"
            size="sm"
            className="mt-2 w-full"
            onClick={() => reset("removed")}
            disabled={state === "uploading" || disabled}
          >
            <X aria-hidden="true" className="h-4 w-4" /> Remove photo
          </Button>
        </div>
      ) : (
        <label className="mt-3 flex cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-neutral-300 p-6 text-sm font-medium text-brand-700 hover:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
          <ImagePlus aria-hidden="true" className="h-5 w-5" />
          Upload Photo
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby="photo-help"
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
      )}
    </div>
  );
}
