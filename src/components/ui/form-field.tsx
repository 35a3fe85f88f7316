import type { ReactNode } from 'react'

interface FormFieldProps {
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  children: ReactNode
}

export const fieldControl =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-gray-400 focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand'

export function FormField({ id, label, required = false, hint, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} id={`${id}-label`} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {required && <span className="text-brand" aria-hidden> *</span>}
      </label>
      {children}
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">{hint}</p>}
    </div>
  )
}
