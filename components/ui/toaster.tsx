"use client";

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { TOAST_DEFAULT_DURATION, useToast } from "@/components/ui/use-toast";

export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
