"use client";
// The form of one tutorial, new or existing: its words, season, category and
// length, its video (uploaded, or a YouTube or Vimeo link) with a preview,
// an optional thumbnail, and whether it is featured and published. A save
// that is refused keeps everything typed: the API's field messages go beside
// their fields and its message above Save. When someone else saved the
// tutorial first (edit_conflict), "Load latest version" reads the list again
// and puts the current tutorial in the form (or says it was deleted).
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TutorialPlayer } from "@/components/tutorials/tutorial-player";
import { formatDuration } from "@/lib/format/duration";
import { SEASON_LABELS, SEASONS, videoSourceOf, type Season } from "@/lib/tutorials/format";
import { createTutorial, updateTutorial } from "@/components/admin/tutorials/api";
import { inputClass, ThumbnailField, useMediaUpload, VideoFields, type VideoChoice } from "@/components/admin/tutorials/media-fields";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type AdminTutorial,
  type AdminTutorialsJson,
  type Category,
  type MediaLimits,
  type TutorialFields,
} from "@/components/admin/tutorials/types";

interface FormValues {
  title: string;
  description: string;
  season: Season;
  category: Category;
  /** As typed, "m:ss". */
  duration: string;
  videoChoice: VideoChoice;
  /** The uploaded file's address (or any address that is not a YouTube or Vimeo link). */
  uploadedVideo: string;
  /** The YouTube or Vimeo link typed. */
  videoAddress: string;
  thumbnailUrl: string | null;
  featured: boolean;
  published: boolean;
}

function valuesOf(tutorial: AdminTutorial | null): FormValues {
  if (!tutorial) {
    return {
      title: "",
      description: "",
      season: SEASONS[0],
      category: CATEGORIES[0],
      duration: "",
      videoChoice: "upload",
      uploadedVideo: "",
      videoAddress: "",
      thumbnailUrl: null,
      featured: false,
      published: false,
    };
  }
  const embedded = videoSourceOf(tutorial.videoUrl).kind === "embed";
  return {
    title: tutorial.title,
    description: tutorial.description,
    season: tutorial.season,
    category: tutorial.category,
    duration: formatDuration(tutorial.duration) ?? "",
    videoChoice: embedded ? "embed" : "upload",
    uploadedVideo: embedded ? "" : tutorial.videoUrl,
    videoAddress: embedded ? tutorial.videoUrl : "",
    thumbnailUrl: tutorial.thumbnailUrl,
    featured: tutorial.featured,
    published: tutorial.published,
  };
}

const DURATION_MESSAGE = "Write the length as minutes and seconds, e.g. 6:52 (or leave it empty).";

/** "6:52" → 412 seconds; "" → null; undefined when it is not m:ss. */
export function parseDuration(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === "") return null;
  const match = /^(\d{1,4}):([0-5]\d)$/.exec(typed);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The address the video plays from, as the form now stands ("" when there is none yet). */
function videoUrlOf(values: FormValues): string {
  return values.videoChoice === "embed" ? values.videoAddress.trim() : values.uploadedVideo;
}

const DELETED = "This tutorial has been deleted since you opened it, so it can no longer be saved. Cancel to go back to the list.";
const NOT_READ = "The latest version could not be read. Check the connection and try again.";

export function TutorialForm({
  tutorial,
  limits,
  onSaved,
  onCancel,
  reloadLatest,
  onStatus,
}: {
  /** The tutorial edited, or null for a new one. */
  tutorial: AdminTutorial | null;
  limits: MediaLimits;
  onSaved: (outcome: "added" | "saved", tutorial: AdminTutorial) => void;
  onCancel: () => void;
  /** Reads the list again (the page shows it too). */
  reloadLatest: () => Promise<AdminTutorialsJson | null>;
  /** A message for the page's status line. */
  onStatus: (message: string) => void;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(tutorial));
  const [version, setVersion] = useState(tutorial?.version ?? 0);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [gone, setGone] = useState(false);
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const clearField = (name: string) =>
    setFields((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });

  const change = <K extends keyof FormValues>(key: K, value: FormValues[K], field: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearField(field);
  };

  const video = useMediaUpload("video", limits.videoMaxBytes, (url) => change("uploadedVideo", url, "videoUrl"));
  const thumbnail = useMediaUpload("thumbnail", limits.imageMaxBytes, (url) => change("thumbnailUrl", url, "thumbnailUrl"));
  const uploading = video.state.busy || thumbnail.state.busy;

  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus();
  }, []);

  const title = tutorial ? "Edit tutorial" : "New tutorial";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (saving || uploading || gone) return;
    const duration = parseDuration(values.duration);
    if (duration === undefined) {
      setFields({ duration: DURATION_MESSAGE });
      setMessage(DURATION_MESSAGE);
      setConflict(false);
      return;
    }
    const body: TutorialFields = {
      title: values.title.trim(),
      description: values.description.trim(),
      season: values.season,
      category: values.category,
      duration,
      videoUrl: videoUrlOf(values),
      thumbnailUrl: values.thumbnailUrl,
      featured: values.featured,
      published: values.published,
    };
    setSaving(true);
    const result = tutorial ? await updateTutorial(tutorial.id, version, body) : await createTutorial(body);
    setSaving(false);
    if (!result.ok) {
      setFields(result.fields);
      setMessage(result.message);
      setConflict(result.conflict);
      return;
    }
    onSaved(tutorial ? "saved" : "added", result.data.tutorial);
  };

  const loadLatest = async () => {
    if (!tutorial) return;
    setReloading(true);
    const latest = await reloadLatest();
    setReloading(false);
    if (!latest) {
      setMessage(NOT_READ);
      return;
    }
    const current = latest.tutorials.find((item) => item.id === tutorial.id);
    setConflict(false);
    setFields({});
    if (!current) {
      setGone(true);
      setMessage(DELETED);
      return;
    }
    setValues(valuesOf(current));
    setVersion(current.version);
    setMessage(null);
    video.reset();
    thumbnail.reset();
    onStatus("Loaded the latest version.");
  };

  const previewUrl = videoUrlOf(values);
  const showPreview = previewUrl !== "" && (values.videoChoice === "upload" || videoSourceOf(previewUrl).kind === "embed");
  const busy = saving || reloading;

  return (
    <section aria-labelledby="tutorial-form-heading" className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id="tutorial-form-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-neutral-900 focus:outline-none">
        {title}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-4">
          <Field id="tutorial-title" label="Title" error={fields.title} announce={false}>
            {(control) => <input {...control} className={inputClass} value={values.title} onChange={(e) => change("title", e.target.value)} disabled={busy} />}
          </Field>
          <Field id="tutorial-description" label="Description" error={fields.description} announce={false}>
            {(control) => (
              <textarea {...control} rows={5} className={inputClass} value={values.description} onChange={(e) => change("description", e.target.value)} disabled={busy} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="tutorial-season" label="Season" error={fields.season} announce={false}>
              {(control) => (
                <select {...control} className={inputClass} value={values.season} onChange={(e) => change("season", e.target.value as Season)} disabled={busy}>
                  {SEASONS.map((season) => (
                    <option key={season} value={season}>
                      {SEASON_LABELS[season]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="tutorial-category" label="Category" error={fields.category} announce={false}>
              {(control) => (
                <select {...control} className={inputClass} value={values.category} onChange={(e) => change("category", e.target.value as Category)} disabled={busy}>
                  {CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="tutorial-duration" label="Duration" hint="Minutes:seconds, e.g. 6:52." error={fields.duration} announce={false}>
              {(control) => (
                <input {...control} inputMode="numeric" placeholder="m:ss" className={inputClass} value={values.duration} onChange={(e) => change("duration", e.target.value)} disabled={busy} />
              )}
            </Field>
          </div>
          <VideoFields
            choice={values.videoChoice}
            onChoice={(choice) => change("videoChoice", choice, "videoUrl")}
            uploadedUrl={values.uploadedVideo}
            address={values.videoAddress}
            onAddress={(address) => change("videoAddress", address, "videoUrl")}
            upload={video}
            maxBytes={limits.videoMaxBytes}
            apiError={fields.videoUrl}
            disabled={busy}
          />
          <ThumbnailField
            url={values.thumbnailUrl}
            onRemove={() => change("thumbnailUrl", null)}
            upload={thumbnail}
            maxBytes={limits.imageMaxBytes}
            apiError={fields.thumbnailUrl}
            disabled={busy}
          />
          <div className="space-y-3 text-sm">
            <div>
              <label className="inline-flex items-center gap-2 font-medium text-neutral-900">
                <input type="checkbox" checked={values.featured} onChange={(e) => change("featured", e.target.checked)} disabled={busy} aria-describedby="tutorial-featured-help" />
                Featured
              </label>
              <p id="tutorial-featured-help" className="ml-6 text-neutral-600">
                Shown among the featured tutorials on the home page while published.
              </p>
            </div>
            <div>
              <label className="inline-flex items-center gap-2 font-medium text-neutral-900">
                <input type="checkbox" checked={values.published} onChange={(e) => change("published", e.target.checked)} disabled={busy} aria-describedby="tutorial-published-help" />
                Published
              </label>
              <p id="tutorial-published-help" className="ml-6 text-neutral-600">
                Visible in the shop. Unpublished tutorials are kept as drafts only you can see.
              </p>
            </div>
          </div>
          {message && (
            <div className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
              <p role="alert" className="font-medium wrap-anywhere">
                {message}
              </p>
              {conflict && (
                <p className="mt-1">
                  Your changes are still in the form. Load the latest version to see what was saved (your changes here are replaced), or Cancel.
                </p>
              )}
              {conflict && (
                <Button size="sm" variant="outline" className="mt-3" disabled={reloading} onClick={() => void loadLatest()}>
                  {reloading ? "Loading…" : "Load latest version"}
                </Button>
              )}
            </div>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={busy || uploading || gone} aria-describedby={uploading ? "tutorial-save-wait" : undefined}>
              {saving ? "Saving…" : "Save"}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            {uploading && (
              <p id="tutorial-save-wait" className="text-sm text-neutral-600">
                Save waits until the upload has finished.
              </p>
            )}
          </div>
        </div>
        <div className="min-w-0">
          <p className="text-sm font-medium text-neutral-900">Preview</p>
          <div className="mt-1">
            {showPreview ? (
              <TutorialPlayer key={previewUrl} title={values.title.trim() || "Video preview"} videoUrl={previewUrl} poster={values.thumbnailUrl} />
            ) : (
              <p className="flex aspect-video items-center justify-center rounded-2xl border border-dashed border-neutral-300 p-4 text-center text-sm text-neutral-600">
                The video shows here once it is uploaded or linked.
              </p>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}
