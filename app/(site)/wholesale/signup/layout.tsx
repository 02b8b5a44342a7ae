// The wholesale application form reports its result in a toast.
export { ToasterLayout as default } from "@/components/ui/toaster-layout";
