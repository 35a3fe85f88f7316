import { useSyncExternalStore } from 'react'
import { TOAST_LIMIT } from '@/config/site.ts'

export type ToastVariant = 'default' | 'destructive' | 'success'

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before auto-dismiss; the provider's default (5 s) when omitted. */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: number
}

type Listener = () => void

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit(next: ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a toast; only TOAST_LIMIT are kept, so a new one replaces the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++
  emit([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

export function removeToast(id: number) {
  emit(toasts.filter((item) => item.id !== id))
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts)
}

/** The spec's notice for social icons, Share buttons and the contact form. */
export function toastNotImplemented() {
  toast({ title: "This feature isn't implemented yet", description: 'We are working on it. Please check back soon.' })
}
