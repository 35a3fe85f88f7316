import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No tailwind-merge (27 KB in every reader's entry chunk): a component's
 * base classes and what a caller adds never set the same property; a variant is a prop.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
