"use client";
// The tutorial form's files: the video (an uploaded MP4 or WebM, or a YouTube
// or Vimeo link) and the optional thumbnail. A chosen file larger than the
// API takes is refused before anything is sent; otherwise it is uploaded at
// once and its address goes into the form, which saves it with the rest. A
// refused upload shows why beside its control and keeps what was there.
import { useEffect, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { videoSourceOf } from "@/lib/tutorials/format";
import { inputClass } from "@/components/admin/editing/styles";
import { formatBytes, tooLargeMessage, uploadMedia, type MediaKind } from "@/components/admin/tutorials/media-upload";

const fileClass =
  "mt-1 block w-full text-sm text-neutral-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700";

export type VideoChoice = "upload" | "embed";

export interface UploadState {
  busy: boolean;
  /** Why the last file was refused, shown beside the control. */
  error: string | null;
  /** Said once a file has arrived. */
  note: string;
}

const IDLE: UploadState = { busy: false, error: null, note: "" };

/** One file control's upload: size check, the two requests, and what to say. */
export function useMediaUpload(kind: MediaKind, maxBytes: number, onUploaded: (url: string) => void) {
  const [state, setState] = useState<UploadState>(IDLE);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The same file can be chosen again after a refusal.
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = "";
  };

  const start = async (file: File) => {
    if (file.size > maxBytes) {
      clearInput();
      setState({ busy: false, error: tooLargeMessage(kind, file, maxBytes), note: "" });
      return;
    }
    setState({ busy: true, error: null, note: "" });
    const result = await uploadMedia(kind, file);
    if (!mounted.current) return;
    if (!result.ok) {
      clearInput();
      setState({ busy: false, error: result.message, note: "" });
      return;
    }
    onUploaded(result.url);
    setState({ busy: false, error: null, note: kind === "video" ? "Video uploaded." : "Thumbnail uploaded." });
  };

  const reset = () => {
    clearInput();
    setState(IDLE);
  };

  return { state, inputRef, start, reset };
}

type Upload = ReturnType<typeof useMediaUpload>;

/** "Uploading…" while a file is on its way, then what became of it; always in the page so it is announced. */
function UploadProgress({ id, state }: { id: string; state: UploadState }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm font-medium text-brand-800">
      {state.busy ? "Uploading…" : state.note}
    </p>
  );
}

export function VideoFields({
  choice,
  choiceField,
  uploadedUrl,
  address,
  addressField,
  upload,
  maxBytes,
  apiError,
  disabled,
}: {
  choice: VideoChoice;
  /** The form's registration of the two source radios. */
  choiceField: UseFormRegisterReturn;
  uploadedUrl: string;
  /** The link typed, and the form's registration of its input. */
  address: string;
  addressField: UseFormRegisterReturn;
  upload: Upload;
  maxBytes: number;
  /** The field message for videoUrl (the form's or the API's). */
  apiError?: string;
  disabled: boolean;
}) {
  const trimmed = address.trim();
  const notEmbed = trimmed !== "" && videoSourceOf(trimmed).kind !== "embed";
  return (
    <fieldset className="space-y-3 rounded-xl border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-medium text-neutral-900">Video source</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="radio" {...choiceField} value="upload" disabled={disabled} />
          Upload a file
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" {...choiceField} value="embed" disabled={disabled} />
          YouTube or Vimeo link
        </label>
      </div>
      {choice === "upload" ? (
        <div>
          <Field
            id="tutorial-video-file"
            label="Video file"
            hint={`MP4 or WebM, at most ${formatBytes(maxBytes)}.`}
            error={upload.state.error ?? apiError}
            announce={upload.state.error !== null}
          >
            {(control) => (
              <input
                {...control}
                ref={upload.inputRef}
                type="file"
                accept="video/mp4,video/webm"
                className={fileClass}
                disabled={disabled || upload.state.busy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void upload.start(file);
                }}
              />
            )}
          </Field>
          <UploadProgress id="tutorial-video-progress" state={upload.state} />
          {uploadedUrl && (
            <p className="mt-1 text-sm text-neutral-600">
              Current video: <span className="font-mono text-xs wrap-anywhere">{uploadedUrl}</span>
            </p>
          )}
        </div>
      ) : (
        <Field
          id="tutorial-video-address"
          label="Video address (YouTube or Vimeo)"
          hint={notEmbed ? "This is not a YouTube or Vimeo video link, so it cannot be shown as one." : "e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…"}
          error={apiError}
          announce={false}
        >
          {(control) => (
            <input {...control} type="url" inputMode="url" className={inputClass} {...addressField} disabled={disabled} placeholder="https://www.youtube.com/watch?v=…" />
          )}
        </Field>
      )}
    </fieldset>
  );
}

export function ThumbnailField({
  url,
  onRemove,
  upload,
  maxBytes,
  apiError,
  disabled,
}: {
  url: string | null;
  onRemove: () => void;
  upload: Upload;
  maxBytes: number;
  /** The field message for thumbnailUrl (the form's or the API's). */
  apiError?: string;
  disabled: boolean;
}) {
  return (
    <div>
      <Field
        id="tutorial-thumbnail"
        label="Thumbnail image"
        hint={`Optional. JPEG, PNG, WebP or GIF, at most ${formatBytes(maxBytes)}; also shown before the video plays.`}
        error={upload.state.error ?? apiError}
        announce={upload.state.error !== null}
      >
        {(control) => (
          <input
            {...control}
            ref={upload.inputRef}
            type="file"
            accept="image/*"
            className={fileClass}
            disabled={disabled || upload.state.busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload.start(file);
            }}
          />
        )}
      </Field>
      <UploadProgress id="tutorial-thumbnail-progress" state={upload.state} />
      {url && (
        <div className="mt-2 flex items-end gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the uploaded or current file, any address */}
          <img src={url} alt="Thumbnail preview" className="h-24 w-40 rounded-lg border border-neutral-200 object-cover" />
          <Button
            size="sm"
            variant="outline"
            disabled={disabled || upload.state.busy}
            onClick={() => {
              upload.reset();
              onRemove();
            }}
          >
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
