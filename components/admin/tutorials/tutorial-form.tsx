"use client";
// The form of one tutorial, new or existing: its words, season, category and
// length, its video (uploaded, or a YouTube or Vimeo link) with a preview,
// an optional thumbnail, and whether it is featured and published. Saves go
// through the editors' useSaveRun and their outcome shows in FormNotices, as
// in the other editors: a refused save keeps everything typed, the API's
// field messages go beside their fields (each taken away once its field is
// changed) and the alert above Save points at them. When someone else saved
// the tutorial first (edit_conflict), "Load latest version" reads the list
// again and puts the current tutorial in the form (or says it was deleted);
// what went well is said on the page's status line.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { LOADED, useSaveRun } from "@/components/admin/editing/use-item-form";
import { TutorialPlayer } from "@/components/tutorials/tutorial-player";
import { formatDuration } from "@/lib/format/duration";
import { SEASON_LABELS, SEASONS, videoSourceOf, type Season } from "@/lib/tutorials/format";
import { createTutorial, updateTutorial } from "@/components/admin/tutorials/api";
import { ThumbnailField, useMediaUpload, VideoFields, type VideoChoice } from "@/components/admin/tutorials/media-fields";
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

/** The API field names the form shows messages beside. */
const FIELDS = ["title", "description", "season", "category", "duration", "videoUrl", "thumbnailUrl", "featured", "published"] as const;

/** The form's two checkboxes. */
const FLAGS = [
  { key: "featured", label: "Featured", hint: "Shown among the featured tutorials on the home page while published." },
  { key: "published", label: "Published", hint: "Visible in the shop. Unpublished tutorials are kept as drafts only you can see." },
] as const;

const DELETED = "This tutorial has been deleted since you opened it, so it can no longer be saved. Cancel to go back to the list.";

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
  /** Told the saved tutorial and what to say of it ("Added.", "Saved."). */
  onSaved: (tutorial: AdminTutorial, message: string) => void;
  onCancel: () => void;
  /** Reads the list again (the page shows it too). */
  reloadLatest: () => Promise<AdminTutorialsJson | null>;
  /** A message for the page's status line. */
  onStatus: (message: string) => void;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(tutorial));
  const [version, setVersion] = useState(tutorial?.version ?? 0);
  const [gone, setGone] = useState(false);
  const { saving, loading, outcome, setOutcome, run, fieldError, clearFieldError, loadLatestInto } = useSaveRun();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const change = <K extends keyof FormValues>(key: K, value: FormValues[K], field: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearFieldError(field);
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
      setOutcome({ kind: "failed", message: DURATION_MESSAGE, fields: { duration: DURATION_MESSAGE }, conflict: false });
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
    await run(
      () => (tutorial ? updateTutorial(tutorial.id, version, body) : createTutorial(body)),
      (data) => {
        const message = tutorial ? "Saved." : "Added.";
        onSaved(data.tutorial, message);
        return message;
      },
    );
  };

  const loadLatest = () => {
    if (!tutorial) return;
    void loadLatestInto(
      async () => {
        const latest = await reloadLatest();
        if (!latest) return null;
        const current = latest.tutorials.find((item) => item.id === tutorial.id);
        if (!current) setGone(true);
        return current;
      },
      (current) => {
        setValues(valuesOf(current));
        setVersion(current.version);
        video.reset();
        thumbnail.reset();
        onStatus(LOADED);
        return null;
      },
      DELETED,
    );
  };

  const previewUrl = videoUrlOf(values);
  const showPreview = previewUrl !== "" && (values.videoChoice === "upload" || videoSourceOf(previewUrl).kind === "embed");
  const busy = saving || loading;

  return (
    <section aria-labelledby="tutorial-form-heading" className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id="tutorial-form-heading" ref={headingRef} tabIndex={-1} className={`${sectionHeadingClass} focus:outline-none`}>
        {title}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-4">
          <Field id="tutorial-title" label="Title" error={fieldError("title")} announce={false}>
            {(control) => <input {...control} className={inputClass} value={values.title} onChange={(e) => change("title", e.target.value)} disabled={busy} />}
          </Field>
          <Field id="tutorial-description" label="Description" error={fieldError("description")} announce={false}>
            {(control) => (
              <textarea {...control} rows={5} className={inputClass} value={values.description} onChange={(e) => change("description", e.target.value)} disabled={busy} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="tutorial-season" label="Season" error={fieldError("season")} announce={false}>
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
            <Field id="tutorial-category" label="Category" error={fieldError("category")} announce={false}>
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
            <Field id="tutorial-duration" label="Duration" hint="Minutes:seconds, e.g. 6:52." error={fieldError("duration")} announce={false}>
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
            apiError={fieldError("videoUrl")}
            disabled={busy}
          />
          <ThumbnailField
            url={values.thumbnailUrl}
            onRemove={() => change("thumbnailUrl", null)}
            upload={thumbnail}
            maxBytes={limits.imageMaxBytes}
            apiError={fieldError("thumbnailUrl")}
            disabled={busy}
          />
          <div className="space-y-3">
            {FLAGS.map(({ key, label, hint }) => (
              <CheckboxField
                key={key}
                id={`tutorial-${key}`}
                label={label}
                hint={hint}
                checked={values[key]}
                onChange={(checked) => change(key, checked)}
                error={fieldError(key)}
                disabled={busy}
              />
            ))}
          </div>
          <FormNotices outcome={outcome} fields={FIELDS} loading={loading} onLoadLatest={loadLatest} />
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
