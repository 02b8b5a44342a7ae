// The admin area's frame: its notifications are toasts. Not a guard: every
// admin page, route and action checks the session itself.
export { ToasterLayout as default } from "@/components/ui/toaster-layout";
