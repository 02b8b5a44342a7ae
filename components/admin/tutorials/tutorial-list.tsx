// The tutorials on the editor page, newest first, published or not: one card
// each with its season, category, length and views, whether it is published
// (or a draft) and featured, and its actions. A card's buttons wait while an
// action on it is in flight.
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalDate } from "@/components/track/local-date";
import { formatDuration } from "@/lib/format/duration";
import { SEASON_LABELS } from "@/lib/tutorials/format";
import { sectionHeadingClass } from "@/components/admin/editing/styles";
import { categoryLabel, type AdminTutorial } from "@/components/admin/tutorials/types";

export interface ListActions {
  edit: (tutorial: AdminTutorial) => void;
  toggle: (tutorial: AdminTutorial, flag: "published" | "featured") => void;
  askDelete: (tutorial: AdminTutorial) => void;
  busy: (id: string) => boolean;
}

export function TutorialList({ tutorials, actions }: { tutorials: AdminTutorial[]; actions: ListActions }) {
  return (
    <section aria-labelledby="tutorial-list-heading" className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id="tutorial-list-heading" className={sectionHeadingClass}>
          All tutorials
        </h2>
        <Badge tone={tutorials.length > 0 ? "brand" : "neutral"} data-testid="tutorials-count">
          {tutorials.length}
        </Badge>
      </div>
      {tutorials.length === 0 ? (
        <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">No tutorials yet. Add the first with New tutorial.</p>
      ) : (
        <ul className="space-y-3">
          {tutorials.map((tutorial) => {
            const disabled = actions.busy(tutorial.id);
            const duration = formatDuration(tutorial.duration);
            return (
              <li
                key={tutorial.id}
                data-tutorial-id={tutorial.id}
                className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm md:grid md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold text-neutral-900 wrap-anywhere">{tutorial.title}</h3>
                  <p className="mt-1 text-neutral-600">
                    {SEASON_LABELS[tutorial.season] ?? tutorial.season} · {categoryLabel(tutorial.category)}
                    {duration && <> · {duration}</>} · {tutorial.views} {tutorial.views === 1 ? "view" : "views"} · <LocalDate iso={tutorial.publishedAt} />
                  </p>
                  <p className="mt-2 flex flex-wrap gap-1">
                    {tutorial.published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>}
                    {tutorial.featured && <Badge tone="brand">Featured</Badge>}
                  </p>
                </div>
                <div className="mt-3 flex flex-wrap gap-2 md:mt-0 md:justify-end">
                  <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.edit(tutorial)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.toggle(tutorial, "published")}>
                    {tutorial.published ? "Unpublish" : "Publish"}
                  </Button>
                  <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.toggle(tutorial, "featured")}>
                    {tutorial.featured ? "Unfeature" : "Feature"}
                  </Button>
                  <Button size="sm" variant="destructive" disabled={disabled} onClick={() => actions.askDelete(tutorial)}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
