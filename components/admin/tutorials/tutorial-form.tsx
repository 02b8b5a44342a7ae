"use client";
// The form of one tutorial, new or existing: its words, season, category and
// length, its video (uploaded, or a YouTube or Vimeo link) with a preview,
// an optional thumbnail, and whether it is featured and published. It is
// checked with the tutorials API's schema (the length typed as m:ss) and its
// outcome shows in FormNotices, as in the other editors: a refused save keeps
// everything typed, field messages, the schema's or the API's, go beside
// their fields (each taken away once its field is changed) and the alert
// above Save points at them. When someone else saved the tutorial first
// (edit_conflict), "Load latest version" reads the list again and puts the
// current tutorial in the form (or says it was deleted); what went well is
// said on the page's status line.
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { LOADED, useEditorForm } from "@/components/admin/editing/use-editor-form";
import { TutorialPlayer } from "@/components/tutorials/tutorial-player";
import { formatDuration } from "@/lib/format/duration";
import { apiRequest } from "@/lib/http/client";
import { tutorialFieldsSchema } from "@/lib/tutorials/admin-fields";
import { SEASON_LABELS, SEASONS, videoSourceOf, type Season } from "@/lib/tutorials/format";
import { ThumbnailField, useMediaUpload, VideoFields, type VideoChoice } from "@/components/admin/tutorials/media-fields";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  TUTORIALS_URL,
  tutorialUrl,
  type AdminTutorial,
  type AdminTutorialsJson,
  type Category,
  type MediaLimits,
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
function parseDuration(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === "") return null;
  const match = /^(\d{1,4}):([0-5]\d)$/.exec(typed);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The address the video plays from, as the form now stands ("" when there is none yet). */
function videoUrlOf(values: FormValues): string {
  return values.videoChoice === "embed" ? values.videoAddress.trim() : values.uploadedVideo;
}

/** The length as typed (m:ss), in seconds as the API's schema takes it. */
const typedDuration = z
  .string()
  .transform((text, context) => {
    const seconds = parseDuration(text);
    if (seconds !== undefined) return seconds;
    context.addIssue({ code: "custom", message: DURATION_MESSAGE });
    return z.NEVER;
  })
  .pipe(tutorialFieldsSchema.shape.duration);

/** The form's values as POST and PATCH take them, checked with the tutorials API's schema. */
const tutorialFormSchema = z.preprocess(
  (values: FormValues) => ({
    title: values.title,
    description: values.description,
    season: values.season,
    category: values.category,
    duration: values.duration,
    videoUrl: videoUrlOf(values),
    thumbnailUrl: values.thumbnailUrl,
    featured: values.featured,
    published: values.published,
  }),
  tutorialFieldsSchema.extend({ duration: typedDuration }),
);

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
  const editor = useEditorForm(tutorialFormSchema, valuesOf(tutorial));
  const { form, errors, fieldError, saving, loading, busy } = editor;
  const values = useWatch({ control: form.control }) as FormValues;
  const [version, setVersion] = useState(tutorial?.version ?? 0);
  const [gone, setGone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** The video's message goes once its source, file or link changes (the API names the three "videoUrl"). */
  const clearVideoError = () => form.clearErrors("videoUrl" as keyof FormValues);
  /** Puts an uploaded or removed file's address in the form; the message about it goes. */
  const setFile = (key: "uploadedVideo" | "thumbnailUrl", url: string | null) => {
    form.setValue(key, url as string);
    if (key === "uploadedVideo") clearVideoError();
    else form.clearErrors("thumbnailUrl");
  };

  const video = useMediaUpload("video", limits.videoMaxBytes, (url) => setFile("uploadedVideo", url));
  const thumbnail = useMediaUpload("thumbnail", limits.imageMaxBytes, (url) => setFile("thumbnailUrl", url));
  const uploading = video.state.busy || thumbnail.state.busy;

  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus();
  }, []);

  const title = tutorial ? "Edit tutorial" : "New tutorial";

  const save = editor.submit(async (fields) => {
    const res = tutorial ? await apiRequest("PATCH", tutorialUrl(tutorial.id), { version, ...fields }) : await apiRequest("POST", TUTORIALS_URL, fields);
    const saved = ((await res.json()) as { tutorial: AdminTutorial }).tutorial;
    const message = tutorial ? "Saved." : "Added.";
    onSaved(saved, message);
    return message;
  });

  const loadLatest = () => {
    if (!tutorial) return;
    void editor.loadLatestInto(
      async () => {
        const latest = await reloadLatest();
        if (!latest) return null;
        const current = latest.tutorials.find((item) => item.id === tutorial.id);
        if (!current) setGone(true);
        return current;
      },
      (current) => {
        form.reset(valuesOf(current));
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

  return (
    <section aria-labelledby="tutorial-form-heading" className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id="tutorial-form-heading" ref={headingRef} tabIndex={-1} className={`${sectionHeadingClass} focus:outline-none`}>
        {title}
      </h2>
      <form
        noValidate
        onSubmit={(event) => (saving || uploading || gone ? event.preventDefault() : void save(event))}
        className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <div className="min-w-0 space-y-4">
          <Field id="tutorial-title" label="Title" error={fieldError("title")} announce={false}>
            {(control) => <input {...control} className={inputClass} {...form.register("title")} disabled={busy} />}
          </Field>
          <Field id="tutorial-description" label="Description" error={fieldError("description")} announce={false}>
            {(control) => (
              <textarea {...control} rows={5} className={inputClass} {...form.register("description")} disabled={busy} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="tutorial-season" label="Season" error={fieldError("season")} announce={false}>
              {(control) => (
                <select {...control} className={inputClass} {...form.register("season")} disabled={busy}>
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
                <select {...control} className={inputClass} {...form.register("category")} disabled={busy}>
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
                <input {...control} inputMode="numeric" placeholder="m:ss" className={inputClass} {...form.register("duration")} disabled={busy} />
              )}
            </Field>
          </div>
          <VideoFields
            choice={values.videoChoice}
            choiceField={form.register("videoChoice", { onChange: clearVideoError })}
            uploadedUrl={values.uploadedVideo}
            address={values.videoAddress}
            addressField={form.register("videoAddress", { onChange: clearVideoError })}
            upload={video}
            maxBytes={limits.videoMaxBytes}
            apiError={fieldError("videoUrl")}
            disabled={busy}
          />
          <ThumbnailField
            url={values.thumbnailUrl}
            onRemove={() => setFile("thumbnailUrl", null)}
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
                field={form.register(key)}
                error={fieldError(key)}
                disabled={busy}
              />
            ))}
          </div>
          <FormNotices outcome={editor.outcome} errors={errors} fields={FIELDS} loading={loading} onLoadLatest={loadLatest} />
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
